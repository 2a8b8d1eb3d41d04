import { randomUUID } from "node:crypto";

/** The header a request's id arrives in (from a trusted proxy) and is returned in. */
export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * What an id from a proxy may look like: what proxies make (a UUID, nginx's
 * 32 hex digits, Heroku's, a trace id) fits, and nothing that could break a
 * log line, a header or a query: no spaces, quotes, commas or control
 * characters, at most 128 characters. A repeated header, which Node joins
 * with ", ", fails too.
 */
const VALID_ID = /^[A-Za-z0-9][A-Za-z0-9._:+=/-]{0,127}$/;

export function isValidRequestId(value: string): boolean {
  return VALID_ID.test(value);
}

/**
 * The id of a request: the one its proxy gave when we trust the proxy
 * (TRUST_PROXY, the same setting that makes us believe X-Forwarded-For) and
 * it is well formed, otherwise a new random one. A visitor's own
 * X-Request-Id is never taken: it could tie their requests to someone
 * else's lines, or fill the log with whatever they wrote.
 */
export function requestIdOf(header: string | string[] | undefined, trustProxy: boolean): string {
  if (trustProxy && typeof header === "string" && isValidRequestId(header)) return header;
  return randomUUID();
}
