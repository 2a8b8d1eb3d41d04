import { isAllowedUrl } from "~/lib/url-policy";

/**
 * Browser-side rules of the HTML editor. The server is the real gate (it
 * sanitizes every saved field with the public allow-list); these keep the
 * editor itself from showing or making what the server would drop.
 */

/** Addresses a link in rich text may point to: the web, email, phone, or a page of our site. */
export function isAllowedLinkHref(value: string): boolean {
  return isAllowedUrl("webMailPhoneOrSitePath", value);
}

/** Pictures come only from our own uploads. */
export function isOwnMediaSrc(value: string): boolean {
  return /^\/media\/\d{1,12}\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(value);
}

export const LINK_HREF_ERROR =
  "Enter a full web address (https://…), an email (mailto:…), a phone number (tel:…) or a page of our site (/…).";
