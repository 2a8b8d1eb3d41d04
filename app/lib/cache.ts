/**
 * Route `headers` helpers. A page whose HTML is the same for every visitor
 * (no form key, no personal data) may be kept by our server's page cache for a
 * few minutes; content that staff can change uses a short time so edits show
 * quickly. Browsers always revalidate HTML ("no-cache").
 */
export function sharedPageHeaders(seconds = 300): HeadersInit {
  return { "Cache-Control": "no-cache", "X-Page-Cache": String(seconds) };
}

/**
 * Headers for a page backed by the database or the ERP: shared for `seconds`
 * when it rendered normally; when its source failed (the loader answered 503
 * with Retry-After), it keeps Retry-After and is never cached.
 */
export function dataPageHeaders(seconds = 60) {
  return ({ loaderHeaders }: { loaderHeaders: Headers }): HeadersInit => {
    const retryAfter = loaderHeaders.get("Retry-After");
    return retryAfter
      ? { "Retry-After": retryAfter, "Cache-Control": "no-store" }
      : sharedPageHeaders(seconds);
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
