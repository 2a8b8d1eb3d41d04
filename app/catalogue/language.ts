import { defaultLocale, downloadHref, localeInfo } from "~/lib/i18n/locales";

/**
 * Catalogue records come from the database or the ERP in English and have no
 * translation. On a page in another language their text is marked as English
 * (WCAG 3.1.2), so a screen reader reads it in an English voice; text a
 * record already gives in Devanagari is left in the page's language.
 */
export function sourceLang(locale: string, text: string): string | undefined {
  if (locale === defaultLocale || /[\u0900-\u097f]/.test(text)) return undefined;
  return localeInfo(defaultLocale).tag;
}

/** Our own generated PDFs, which exist in every site language (`?lang=`, ADR 26). */
const generatedDocuments = ["/downloads/products/", "/downloads/shade-cards/"];

/**
 * Where a record's download link goes on a page in `locale`: one of our
 * generated PDFs in the page's language; any other file as it is, which on a
 * page not in English is a document in English, so the link says so.
 */
export function catalogueDownload(
  url: string,
  locale: string,
): { href: string; inEnglish: boolean } {
  if (generatedDocuments.some((prefix) => url.startsWith(prefix)) && !url.includes("?"))
    return { href: downloadHref(url, locale), inEnglish: false };
  return { href: url, inEnglish: locale !== defaultLocale };
}
