import "./source-unavailable.css";
/**
 * What a data page shows when its source (our database or the ERP) does not
 * answer: a clear message, a retry link to the same address and another way to
 * reach us. The route sends it with status 503, never an empty page.
 */
export function SourceUnavailable({ what, retryHref }: { what: string; retryHref: string }) {
  return (
    <div className="alert alert--error source-unavailable" role="alert">
      <h2 className="source-unavailable__title">We could not load {what} just now</h2>
      <p>
        The system that holds {what} did not answer in time. This is usually over in a minute or
        two.
      </p>
      <p className="button-row">
        <a className="button button--secondary" href={retryHref}>
          Try again
        </a>
        <a href="/contact">Contact us instead</a>
      </p>
    </div>
  );
}
