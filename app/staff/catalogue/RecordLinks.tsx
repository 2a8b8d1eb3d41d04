import { Link } from "react-router";

/**
 * A catalogue row's "View" (its public page, in a new tab; not when the
 * catalogue comes from the ERP, whose pages have other addresses) and
 * "Delete" links, each naming the record for screen readers.
 */
export function RecordLinks({
  name,
  publicHref,
  deleteHref,
}: {
  name: string;
  publicHref: string | null;
  deleteHref: string;
}) {
  return (
    <>
      {publicHref === null ? null : (
        <a href={publicHref} target="_blank" rel="noopener">
          View
          <span className="visually-hidden"> {name} on the website (opens in a new tab)</span>
        </a>
      )}
      <Link to={deleteHref} className="cat-danger-link">
        Delete<span className="visually-hidden"> {name}</span>
      </Link>
    </>
  );
}
