import { defaultLocale, localizeHref } from "~/lib/i18n/locales";
import { shortlistQuery, withShortlist } from "./shortlist";

/** Where the colour pages live (issue 27), in the page's language. */
export const EXPLORER_PATH = "/colours";

export function explorerHref(locale: string, query = ""): string {
  return localizeHref(query ? `${EXPLORER_PATH}?${query}` : EXPLORER_PATH, locale);
}

/** A shade's page; the shortlist travels along when the browser cannot keep it (no JavaScript). */
export function shadeHref(code: string, locale: string, shortlist: readonly string[] = []): string {
  return withShortlist(localizeHref(`${EXPLORER_PATH}/${code}`, locale), shortlist);
}

/** The visualiser, opened on a shade (it reads `shade`). */
export function visualiserHref(code: string, locale: string): string {
  return localizeHref(`/visualiser?shade=${encodeURIComponent(code)}`, locale);
}

/** The shade's share picture (Open Graph), generated on the server. */
export function swatchImagePath(code: string): string {
  return `/downloads/shade-swatches/${code}.png`;
}

/** The shortlist as a PDF (a shared download path; `lang` for any language but the default). */
export function shortlistPdfHref(codes: readonly string[], locale: string): string {
  const lang = locale === defaultLocale ? "" : `&lang=${locale}`;
  return `/downloads/shortlist.pdf?${shortlistQuery(codes)}${lang}`;
}

/** The consultation form, told which shades the visitor wants to talk about. */
export function consultationHref(codes: readonly string[], locale: string): string {
  return localizeHref(`/consultation?shades=${codes.join(",")}`, locale);
}
