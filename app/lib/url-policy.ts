import { whyUnreachable } from "./outside-addresses";

/**
 * Which addresses may become a link, in one place (ADR 50). Each policy is
 * named for what it allows; the places that take a link from outside the code
 * (the ERP feed, the rich-text editor, the catalogue and document forms, the
 * investor pages' file links) each name the policy they apply, and
 * url-policy.test.ts holds every policy against the same hostile inputs.
 *
 * None of these is the last line of defence for HTML: saved rich text is
 * sanitized on the server with its own allow-list. They decide what staff may
 * type and what the site will offer as a link.
 */

/**
 * A path on this site: one slash, and then not a second one ("//host" is
 * another site), nor a backslash (a browser reads "/\\host" as "//host"), with
 * any tabs and line breaks between them (a browser drops those from an
 * address), nor either percent-encoded ("/%5Chost", "/%2Fhost"), which a
 * second decoding (a proxy, a redirect) turns into the same. Every policy
 * that takes a site path takes it by this rule (ADR 57).
 */
const SITE_PATH = /^\/(?![\t\n\r]*([/\\]|%2f|%5c))/i;

function parsed(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

const isWeb = (url: URL) => url.protocol === "https:" || url.protocol === "http:";

export const urlPolicies = {
  /**
   * A web address (http or https) or a path on this site: the ERP feed's file,
   * news and picture links, taken as the feed writes them.
   */
  webOrSitePath(value: string): boolean {
    if (value === "") return false;
    if (SITE_PATH.test(value)) return true;
    const url = parsed(value);
    return url !== undefined && isWeb(url);
  },

  /**
   * A web address with a host, an email (mailto:), a phone number (tel:) or a
   * path on this site, with surrounding spaces ignored: links in rich text.
   */
  webMailPhoneOrSitePath(value: string): boolean {
    const href = value.trim();
    if (SITE_PATH.test(href)) return true;
    if (/^(mailto|tel):[^\s]+$/i.test(href)) return true;
    const url = parsed(href);
    return url !== undefined && isWeb(url) && url.hostname !== "";
  },

  /**
   * An https address on a dotted host, or a path on this site ("/downloads/…",
   * "/media/…"), either without spaces, quotes, angle brackets or backslashes:
   * the catalogue's download links. Plain http is refused.
   */
  httpsOrSitePath(value: string): boolean {
    if (SITE_PATH.test(value) && /^[^\s\\"'<>]*$/.test(value)) return true;
    if (!/^https:\/\/[^\s"'<>\\]+$/i.test(value) || !URL.canParse(value)) return false;
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  },

  /** An https address on a dotted host, nothing else: a filing's media links. */
  httpsOnly(value: string): boolean {
    const url = parsed(value);
    return url !== undefined && url.protocol === "https:" && url.hostname.includes(".");
  },

  /**
   * A path on this site, or an http(s) address that is not known to lead
   * nowhere (lib/outside-addresses: reserved names, impossible platform ids):
   * a link that may lead to a real file. Surrounding spaces are ignored.
   */
  reachableWebOrSitePath(value: string): boolean {
    const href = value.trim();
    if (SITE_PATH.test(href)) return true;
    if (!/^https?:\/\//i.test(href)) return false;
    return whyUnreachable({ kind: "url", value: href }) === undefined;
  },
} as const satisfies Record<string, (value: string) => boolean>;

export type UrlPolicyName = keyof typeof urlPolicies;

/** Whether the policy lets `value` become a link. */
export function isAllowedUrl(policy: UrlPolicyName, value: string): boolean {
  return urlPolicies[policy](value);
}
