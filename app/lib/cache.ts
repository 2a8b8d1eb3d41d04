/**
 * Route `headers` helpers. A page whose HTML is the same for every visitor
 * (no form key, no personal data) may be kept by our server's page cache for a
 * few minutes; content that staff can change uses a short time so edits show
 * quickly. Browsers always revalidate HTML ("no-cache").
 */
export function sharedPageHeaders(seconds = 300): HeadersInit {
  return { "Cache-Control": "no-cache", "X-Page-Cache": String(seconds) };
}
