/** Where a staff member goes after signing in when `next` is missing or refused. */
export const STAFF_HOME = "/staff";

/** Control characters and backslashes: browsers drop or rewrite them while reading a URL. */
const UNSAFE_CHARACTER = /[\p{Cc}\\]/u;
/** A slash, backslash or control character hidden behind percent-encoding in the path. */
const ENCODED_SEPARATOR = /%(?:2f|5c|[01][0-9a-f]|7f)/i;

/**
 * The page to go to after signing in, from the `next` the sign-in page was
 * given; only a page of the staff area on this site, otherwise /staff (no open
 * redirect). `next` is resolved with the URL parser browsers use, against
 * this site's origin, so a value that would leave the site (`//evil.example`,
 * `/\evil.example`, `https://evil.example`, `javascript:…`, or a `..` that
 * climbs out of /staff) is judged by where it really leads, not by how it
 * starts. Characters a browser would silently drop (tab, line breaks) or turn
 * into a slash (backslash) are refused outright. The result is the resolved
 * path, query and fragment, percent-encoded by the parser, so it is always a
 * valid Location header (a line break or a Hindi letter used to make the
 * redirect throw, answering 500).
 */
export function safeNextPath(value: string | null | undefined, siteOrigin: string): string {
  if (!value || UNSAFE_CHARACTER.test(value)) return STAFF_HOME;
  let url: URL;
  try {
    url = new URL(value, siteOrigin);
  } catch {
    return STAFF_HOME;
  }
  if (url.origin !== new URL(siteOrigin).origin) return STAFF_HOME;
  const { pathname } = url;
  if (pathname !== STAFF_HOME && !pathname.startsWith(`${STAFF_HOME}/`)) return STAFF_HOME;
  if (ENCODED_SEPARATOR.test(pathname)) return STAFF_HOME;
  return pathname + url.search + url.hash;
}
