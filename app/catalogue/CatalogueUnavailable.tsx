import { site } from "~/content/site";

/** Shown (with HTTP 503) when the catalogue source cannot be read; never an empty page. */
export function CatalogueUnavailable({ retryHref }: { retryHref: string }) {
  return (
    <section className="container pr-section pr-unavailable" aria-labelledby="unavailable-title">
      <h1 id="unavailable-title">The catalogue is unavailable just now</h1>
      <p>
        We could not load this part of our catalogue. This is usually over within a minute or two.
        Please try again shortly, or call us toll-free on {site.tollFree} and we will help you
        choose.
      </p>
      <p className="pr-unavailable__actions">
        <a className="button" href={retryHref}>
          Try again
        </a>
        <a className="button button--ghost" href="/pickyourcolors">
          Browse shade cards instead
        </a>
      </p>
    </section>
  );
}
