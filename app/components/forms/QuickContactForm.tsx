import type { FormSession } from "~/lib/form-session.server";

/** Quick Contact form on the home page. Placeholder until the leads issue lands its form. */
export function QuickContactForm(_props: { session: FormSession }) {
  return (
    <p className="form-placeholder">
      Our quick contact form is on its way. Meanwhile, write to us from the{" "}
      <a href="/contact">contact page</a>.
    </p>
  );
}
