import { localize, localizeRecords, type Translation } from "./localize";
import { locales, type Locale, type LocaleList } from "./locales";

/**
 * A content module in every language: the English record with each
 * language's translation laid over it (localize.ts), built once per language
 * on first use. A language without a translation shows the English.
 *
 *   export const companyIn = translated(company, { hi: hiCompany });
 *   const { about } = companyIn(locale);
 */
export function translated<T>(
  base: T,
  translations: Readonly<
    Partial<Record<Exclude<Locale, (typeof locales)[0]["code"]>, Translation<T>>>
  >,
): (locale: string) => T;
export function translated<T>(
  base: T,
  translations: Readonly<Partial<Record<string, Translation<T>>>>,
  list: LocaleList,
): (locale: string) => T;
export function translated<T>(
  base: T,
  translations: Readonly<Partial<Record<string, Translation<T>>>>,
  list: LocaleList = locales,
): (locale: string) => T {
  for (const code of Object.keys(translations))
    if (!list.some((locale) => locale.code === code))
      throw new Error(`A translation is given for "${code}", which is not a site language`);
  const built = new Map<string, T>();
  return (locale) => {
    let value = built.get(locale);
    if (value === undefined) {
      const translation = translations[locale];
      value = translation ? localize(base, translation) : base;
      built.set(locale, value);
    }
    return value;
  };
}

/**
 * A list of records in every language, each translation keyed by the records'
 * identifying field (localizeRecords): the board by slug, products by slug.
 */
export function translatedRecords<T, K extends keyof T>(
  records: readonly T[],
  key: K,
  translations: Readonly<
    Partial<
      Record<Exclude<Locale, (typeof locales)[0]["code"]>, Partial<Record<string, Translation<T>>>>
    >
  >,
): (locale: string) => readonly T[] {
  const built = new Map<string, readonly T[]>();
  return (locale) => {
    let value = built.get(locale);
    if (value === undefined) {
      const translation = (
        translations as Partial<Record<string, Partial<Record<string, Translation<T>>>>>
      )[locale];
      value = translation ? localizeRecords(records, key, translation) : records;
      built.set(locale, value);
    }
    return value;
  };
}
