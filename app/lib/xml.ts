/**
 * Text and attribute values for the XML we write (the disclosures feed, the
 * sitemap). Escaping <, >, & and quotes is not enough: XML 1.0 allows only
 * TAB, LF, CR and the characters from U+0020 up (Char, section 2.2), not even
 * as &#27; references, so a single ESC from a filing's description made the
 * whole feed unreadable to every feed reader. Those characters are dropped,
 * with DEL and the C1 controls (allowed but discouraged), lone UTF-16
 * surrogates and U+FFFE/U+FFFF, which XML does not allow either.
 */
const NOT_XML_TEXT = /[^\t\n\r\u0020-\u007E\u00A0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function xmlText(text: string): string {
  return text
    .replace(NOT_XML_TEXT, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
