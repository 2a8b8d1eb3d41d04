import { localizeHref } from "~/lib/i18n/locales";
import { isShadeCode } from "../codes";

/**
 * The shortlist: up to twelve shade codes, in the order they were added. Its
 * one source is a URL (`/colours/shortlist?codes=KP-0513,KC-040-72-046`), so
 * a list can be shared, bookmarked and built without JavaScript by forms that
 * add to the address; with JavaScript the browser also keeps the last list in
 * localStorage. Pure and small: the browser and the server both parse it.
 */
export const SHORTLIST_MAX = 12;
export const SHORTLIST_PATH = "/colours/shortlist";
export const SHORTLIST_PARAM = "codes";
export const SHORTLIST_STORAGE_KEY = "kamo-shortlist";

/**
 * The codes in a URL's `codes` values (comma- or space-separated, repeated
 * or not): upper-cased, of a valid form, each once, the first twelve. A
 * code of a valid form may still name no shade; the server checks that.
 */
export function parseShortlist(
  values: string | readonly (string | null)[] | null | undefined,
): string[] {
  const list = typeof values === "string" ? [values] : (values ?? []);
  const codes: string[] = [];
  for (const value of list)
    for (const part of (value ?? "").split(/[\s,]+/)) {
      const code = part.trim().toUpperCase();
      if (codes.length < SHORTLIST_MAX && isShadeCode(code) && !codes.includes(code))
        codes.push(code);
    }
  return codes;
}

export type AddResult = { codes: string[]; outcome: "added" | "already" | "full" };

/** The list with `code` added at its end, unless it is there already or the list is full. */
export function addToShortlist(codes: readonly string[], code: string): AddResult {
  if (codes.includes(code)) return { codes: [...codes], outcome: "already" };
  if (codes.length >= SHORTLIST_MAX) return { codes: [...codes], outcome: "full" };
  return { codes: [...codes, code], outcome: "added" };
}

export function removeFromShortlist(codes: readonly string[], code: string): string[] {
  return codes.filter((c) => c !== code);
}

/** Codes join with commas, which need no escaping in a query: the address stays readable. */
export function shortlistQuery(codes: readonly string[]): string {
  return codes.length > 0 ? `${SHORTLIST_PARAM}=${codes.join(",")}` : "";
}

/** The shortlist page holding `codes`, in the page's language. */
export function shortlistHref(codes: readonly string[], locale: string): string {
  const query = shortlistQuery(codes);
  return localizeHref(query ? `${SHORTLIST_PATH}?${query}` : SHORTLIST_PATH, locale);
}

/** `href` with the shortlist carried along, for browsing without JavaScript. */
export function withShortlist(href: string, codes: readonly string[]): string {
  const query = shortlistQuery(codes);
  if (!query) return href;
  return `${href}${href.includes("?") ? "&" : "?"}${query}`;
}

/** The list the browser remembers; an unreadable or absent one is empty. */
export function storedShortlist(storage: Pick<Storage, "getItem"> | undefined): string[] {
  try {
    return parseShortlist(storage?.getItem(SHORTLIST_STORAGE_KEY) ?? "");
  } catch {
    // Storage can be switched off, or throw in a private window.
    return [];
  }
}

export function storeShortlist(
  storage: Pick<Storage, "setItem"> | undefined,
  codes: readonly string[],
): void {
  try {
    storage?.setItem(SHORTLIST_STORAGE_KEY, codes.join(","));
  } catch {
    // Full or switched-off storage: the URL still holds the list.
  }
}
