import { locales, type LocaleList } from "./locales";

/**
 * Database content in a page's language (issue 25, ADR 27). Staff write each
 * blog post, news item, FAQ and document in English and, field by field, in
 * the other site languages. A page shows each field in its own language when
 * that text exists, and otherwise the English, which it then marks with
 * lang="en" so a screen reader reads it with an English voice. The same rule
 * decides what the staff area lists as still needing a translation, so the
 * list and the pages cannot disagree.
 */

/** The site languages that content is translated into: all but the default. */
export function translationLocales(list: LocaleList = locales): string[] {
  return list.slice(1).map((locale) => locale.code);
}

/**
 * Nothing a reader would see: empty, spaces, or markup alone (a rich-text
 * editor's empty "<p></p>"). A picture counts as something.
 */
export function isBlank(text: string | null | undefined): boolean {
  return (
    (text ?? "")
      .replace(/<(?!img\b)[^>]*>/gi, "")
      .replace(/&nbsp;/g, " ")
      .trim() === ""
  );
}

/** The `lang` to put on each field shown in another language than the page's. */
export type FieldLangs<K extends string> = Partial<Record<K, string>>;

export type InPageLanguage<T, K extends keyof T & string> = T & { langs: FieldLangs<K> };

/** A record's text in one language, as far as it is translated; "" or null where it is not. */
export type TranslatedText<K extends string> = Partial<Record<K, string | null>>;

/**
 * The record as a page in `locale` shows it: each of `fields` from the
 * translation where it has text, else the English with its `lang` in `langs`.
 * English pages, and fields the English leaves empty, get no `lang`.
 */
export function inPageLanguage<T extends Record<K, string>, K extends keyof T & string>(
  locale: string,
  record: T,
  fields: readonly K[],
  translation: TranslatedText<K> | null | undefined,
  list: LocaleList = locales,
): InPageLanguage<T, K> {
  const defaultCode = list[0]!.code;
  const langs: FieldLangs<K> = {};
  if (locale === defaultCode) return { ...record, langs };
  const shown = { ...record };
  for (const field of fields) {
    if (isBlank(record[field])) continue;
    const text = translation?.[field];
    if (text && !isBlank(text)) shown[field] = text as T[K];
    else langs[field] = defaultCode;
  }
  return { ...shown, langs };
}

/** The fields whose English has text and whose translation has none. */
export function missingFields<K extends string>(
  record: Record<K, string>,
  fields: readonly K[],
  translation: TranslatedText<K> | null | undefined,
): K[] {
  return fields.filter((field) => !isBlank(record[field]) && isBlank(translation?.[field]));
}
