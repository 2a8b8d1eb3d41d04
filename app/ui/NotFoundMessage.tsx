import { PageMessage } from "./PageMessage";

/**
 * The spec's 404 text, shared by /not-found and by any page that answers 404
 * in place (an unknown blog id, a malformed catalogue id), so a visitor always
 * sees the same message.
 */
export function NotFoundMessage({ titleId = "not-found-title" }: { titleId?: string }) {
  return (
    <PageMessage
      art="brand-not-found"
      titleId={titleId}
      links
      title={
        <>
          <span className="not-found-code">404</span> Oops! Page Not Found
        </>
      }
    >
      <p className="lead">
        This page doesn&apos;t exist or was removed! We suggest you back to home.
      </p>
    </PageMessage>
  );
}
