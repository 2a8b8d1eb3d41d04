/**
 * Route `headers` helpers. A page whose HTML is the same for every visitor
 * (no form key, no personal data) may be kept by our server's page cache for a
 * few minutes; content that staff can change uses a short time so edits show
 * quickly. Browsers always revalidate HTML ("no-cache").
 *
 * The page also names the query parameters it reads (`query`): the server
 * keys its copy on the path and those parameters only, so `/about?junk=1`
 * is answered from the copy of `/about` (ADR 22). A page that reads a
 * parameter it does not name here would be served the wrong copy.
 */
export function sharedPageHeaders(seconds = 300, query: readonly string[] = []): HeadersInit {
  return { "Cache-Control": "no-cache", [PAGE_CACHE_HEADER]: pageCacheValue(seconds, query) };
}

/**
 * Headers for a page backed by the database or the ERP: shared for `seconds`
 * when it rendered normally; when its source failed (the loader answered 503
 * with Retry-After), it keeps Retry-After and is never cached.
 */
export function dataPageHeaders(seconds = 60, query: readonly string[] = []) {
  return ({ loaderHeaders }: { loaderHeaders: Headers }): HeadersInit => {
    const retryAfter = loaderHeaders.get("Retry-After");
    return retryAfter
      ? { "Retry-After": retryAfter, "Cache-Control": "no-store" }
      : sharedPageHeaders(seconds, query);
  };
}

/**
 * The response init of a loader whose source (database or ERP) failed: 503
 * with Retry-After, which `dataPageHeaders` passes on and never caches. One
 * place, so the page and its headers agree on what "unavailable" looks like.
 */
export function sourceUnavailableInit(retryAfterSeconds = 60): ResponseInit {
  return { status: 503, headers: { "Retry-After": String(retryAfterSeconds) } };
}

/**
 * Headers for a page that is never kept but whose loader or action may
 * answer "not now" (a 503 or 429 with Retry-After): React Router keeps only
 * the cookies of a loader's or action's headers unless the route's `headers`
 * passes the rest on, so without this the lead forms' 503 went out without
 * its Retry-After (issue 41). Use as `export const headers = retryAfterHeaders`.
 */
export function retryAfterHeaders({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders: Headers;
}): HeadersInit {
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter, "Cache-Control": "no-store" } : {};
}

/**
 * The answer of a file or feed route (no page around it) whose source
 * failed: 503, Retry-After, plain text, never stored.
 */
export function sourceUnavailableResponse(text: string, retryAfterSeconds = 60): Response {
  return new Response(text, {
    status: 503,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": String(retryAfterSeconds),
      "Cache-Control": "no-store",
    },
  });
}

/**
 * The internal header by which a route asks the server to keep its page:
 * "60" or "60; query=year,q,page". The server removes it before answering.
 */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

export interface PageCachePolicy {
  seconds: number;
  /** The query parameters the page reads, in a fixed order. */
  query: readonly string[];
}

function pageCacheValue(seconds: number, query: readonly string[]): string {
  return query.length === 0 ? String(seconds) : `${seconds}; query=${query.join(",")}`;
}

/** Reads the header written above; undefined when absent or not a positive number of seconds. */
export function parsePageCacheHeader(value: string | null): PageCachePolicy | undefined {
  if (value === null) return undefined;
  const [time = "", ...options] = value.split(";").map((part) => part.trim());
  const seconds = Number(time);
  if (time === "" || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  const query = options
    .find((option) => option.startsWith("query="))
    ?.slice("query=".length)
    .split(",")
    .filter(Boolean);
  return { seconds, query: query ?? [] };
}
