import { site } from "~/content/site";

/** A finished-looking placeholder for a page whose content lands in a later issue. */
export function ComingSoon({ title, summary }: { title: string; summary: string }) {
  return (
    <section className="container page-message" aria-labelledby="coming-soon-title">
      <p className="eyebrow">Coming soon</p>
      <h1 id="coming-soon-title">{title}</h1>
      <p>{summary}</p>
      <p>
        Need it today? Call us toll-free on{" "}
        <a href={`tel:${site.tollFree.replace(/\s/g, "")}`}>{site.tollFree}</a> or{" "}
        <a href="/contact">write to us</a>.
      </p>
    </section>
  );
}
