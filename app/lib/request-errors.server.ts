import { isRouteErrorResponse, type HandleErrorFunction } from "react-router";
import { isDatabaseBusy } from "~/lib/database-busy";
import { noteDatabaseBusy } from "~/lib/render-notes";
import { logFor } from "~/lib/log/logger.server";

const log = logFor("server");

/**
 * What React Router tells us about the errors requests meet. By default it
 * prints every one with its stack trace, including the 4xx answers it gives
 * itself to malformed requests: a PUT or a POST on a page that takes no form
 * (405), or a form post from another website (400). Those are the client's
 * mistakes, and a stack trace per request would let anyone fill the log. They
 * get one line each; everything else (our own failures) is printed as before.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // Another process held SQLite's write lock past the wait allowed (ADR 35): expected,
  // brief, and answered 503 by our server (app/lib/render-notes.ts); one line, no stack.
  if (isDatabaseBusy(error)) {
    noteDatabaseBusy(context);
    log.warn({ method: request.method }, "the database is busy; answered 503");
    return;
  }
  const refusal = clientRefusal(error);
  if (refusal) {
    log.warn({ method: request.method, refusal }, "refused a request");
    return;
  }
  log.error({ err: error }, "request failed in a route");
};

// React Router 7.18.4 (pinned) raises a plain Error, not a 4xx, when a form
// post's Origin does not match the site; it then answers 400.
const CROSS_SITE_POST =
  /^(The `request\.url` origin does not match `origin` header|`origin` header is not a valid URL)/;

function clientRefusal(error: unknown): string | null {
  if (isRouteErrorResponse(error) && error.status < 500)
    return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && CROSS_SITE_POST.test(error.message)) return "cross-site form post";
  return null;
}
