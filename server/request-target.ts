/**
 * What a request asks for, read from its raw request line before any URL
 * parser touches it, and the single address each page has.
 *
 * Browsers tidy a URL before they send it; other clients need not. A request
 * may arrive as `//evil.example/`, `/\evil.example`, `/staff/%2e%2e/x`,
 * `/%73taff` or `/about/`, and every one of those names either a page that
 * has one canonical address or nothing at all. The server answers them with a
 * 308 to that address (see canonicalPath), so routes, the page cache and the
 * staff-area headers only ever see canonical paths.
 */
export interface RequestTarget {
  /** The path exactly as sent (origin-form), always starting with "/". */
  path: string;
  /** The query string with its "?", or "". */
  search: string;
}

/**
 * Splits Node's `req.url` into path and query. Node has already refused
 * control characters, spaces and bytes above 0x7F in the request line, so
 * what is left is printable ASCII. Absolute-form targets (`GET http://host/x`)
 * are read for their path, as RFC 9112 asks; anything else (`*`, `evil.example`)
 * is not a page address and gets null (400).
 */
export function parseRequestTarget(raw: string | undefined): RequestTarget | null {
  if (!raw) return null;
  if (raw.startsWith("/")) {
    const query = raw.indexOf("?");
    return query === -1
      ? { path: raw, search: "" }
      : { path: raw.slice(0, query), search: raw.slice(query) };
  }
  if (!/^https?:\/\//i.test(raw)) return null;
  try {
    const url = new URL(raw);
    return { path: url.pathname, search: url.search };
  } catch {
    return null;
  }
}

const ENCODED_OCTET = /%([0-9A-Fa-f]{2})/g;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The canonical form of a path:
 * - a backslash is percent-encoded, so no browser can read it as a slash;
 * - percent-encoded letters, digits and `-._~` are decoded (RFC 3986 6.2.2.2),
 *   so `/%73taff` is `/staff` and case-sensitive routes see what a browser shows;
 * - `.` and `..` segments are resolved (RFC 3986 5.2.4);
 * - a run of leading slashes becomes one, so the result can never read as
 *   `//host` (a scheme-relative URL) in a Location header;
 * - trailing slashes are dropped, except for the root itself.
 * The result starts with exactly one "/" followed by neither "/" nor "\", so
 * as a Location it always stays on this site.
 */
export function canonicalPath(path: string): string {
  const decoded = path.replaceAll("\\", "%5C").replace(ENCODED_OCTET, (octet, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : octet;
  });
  const resolved = removeDotSegments(decoded).replace(/^\/{2,}/, "/");
  return resolved.length > 1 ? resolved.replace(/\/+$/, "") || "/" : resolved;
}

function removeDotSegments(path: string): string {
  const segments = path.split("/").slice(1);
  const kept: string[] = [];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === "." || segment === "..") {
      if (segment === "..") kept.pop();
      // "/a/b/.." names the directory "/a/", not "/a".
      if (last) kept.push("");
      return;
    }
    kept.push(segment);
  });
  return `/${kept.join("/")}`;
}

const HOST_HEADER = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(?::\d{1,5})?$/;

/**
 * Whether a Host header names a host (name, IPv4 or [IPv6], optional port).
 * The server builds each request's URL from it; `Host: a b` used to make
 * that throw (a 500), and `Host: a/b` or `Host: a?` would change the path or
 * query that the routes see.
 */
export function isValidHost(host: string): boolean {
  if (!HOST_HEADER.test(host)) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}
