import { site } from "~/content/site";
import { PageMessage } from "./PageMessage";

/** A finished-looking placeholder for a page whose content lands in a later issue. */
export function ComingSoon({ title, summary }: { title: string; summary: string }) {
  return (
    <PageMessage
      art="brand-coming-soon"
      eyebrow="Coming soon"
      title={title}
      titleId="coming-soon-title"
      links
      actions={
        <>
          <a className="button" href="/">
            Back to Home
          </a>
          <a className="button button--ghost" href="/contact">
            Talk to us
          </a>
        </>
      }
    >
      <p className="lead">{summary}</p>
      <p>
        We are putting the finishing coats on this page. Need it today? Call us toll-free on{" "}
        <a href={`tel:${site.tollFree.replace(/\s/g, "")}`}>{site.tollFree}</a> or{" "}
        <a href="/contact">write to us</a>.
      </p>
    </PageMessage>
  );
}
