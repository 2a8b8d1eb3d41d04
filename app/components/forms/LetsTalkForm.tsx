import type { FormSession } from "~/lib/form-session.server";

/** Let's Talk form on /contact. Placeholder until the leads issue lands its form. */
export function LetsTalkForm(_props: { session: FormSession }) {
  return (
    <p className="form-placeholder">
      Our Let&apos;s Talk form is on its way. Meanwhile, call us toll-free on{" "}
      <a href="tel:18001034455">1800 103 4455</a>.
    </p>
  );
}
