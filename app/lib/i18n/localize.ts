/**
 * Content in another language is written as a translation of the English
 * content, not as a second copy of it. A translation holds only the text a
 * reader sees; numbers, dates, slugs, links, artwork names and other facts
 * come from the English record, so a fact has one source and a translated page
 * can never disagree with the English one about it (issue 26). A third Indian
 * language is one more translation file per content module.
 *
 * `Translation<T>` is `T` with every non-text leaf removed and every field
 * optional; `localize` lays a translation over its base, and
 * `untranslatedPaths` lists the text a translation still lacks (the
 * completeness tests use it, so the two languages are updated together).
 */

/**
 * Keys whose string values are identifiers, addresses or codes rather than
 * text, wherever they appear in a content record. They are never translated.
 */
export const identifierKeys = [
  "slug",
  "href",
  "url",
  "path",
  "artwork",
  "image",
  "icon",
  "id",
  "kind",
  "accent",
  "email",
  "phone",
  "tel",
  "anchor",
  "anchorId",
  "code",
  "group",
  "family",
  "unit",
  "productSlug",
  "shadeCard",
  "category",
  "slugs",
  "form",
  "lang",
  "date",
  // Facts of the company content that are strings but not text (issue 25):
  // routes and addresses, registration numbers, an ISO date, pack sizes as
  // printed on the tin, a colour, a page layout and references to directors.
  "specialPaths",
  "paintVisualiserUrl",
  "website",
  "network",
  "tollFree",
  "number",
  "cin",
  "din",
  "portrait",
  "lastUpdated",
  "packSizes",
  "swatch",
  "layout",
  "author",
  "chairman",
  "members",
  // A paint's tint bases (pastel, medium…): facts of the product, not words (ADR 40).
  "bases",
  // What the paint finder asks (issue 42): a product's jobs, a range's jobs.
  "jobs",
  "finderJobs",
  // Mr., Ms. or Dr.: the schema allows only these three, so the Hindi page
  // shows श्री, सुश्री or डॉ. from its message catalogue instead.
  "honorific",
] as const;
export type IdentifierKey = (typeof identifierKeys)[number];
const identifierKeySet: ReadonlySet<string> = new Set(identifierKeys);

/** The translatable part of a content value: its text, nothing else. */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Translation<U>[]
    : T extends object
      ? {
          [
            K in keyof T as K extends IdentifierKey
              ? never
              : [Translation<T[K]>] extends [never]
                ? never
                : K
          ]?: Translation<T[K]>;
        }
      : never;

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `base` with the text of `translation` laid over it. Arrays are matched by
 * position, so a translation of a list lists its items in the English order;
 * a translation with a different number of items is a mistake and throws, as
 * does text given for an identifier key or a non-text value.
 */
export function localize<T>(base: T, translation: Translation<T> | undefined): T {
  return merge(base, translation, "") as T;
}

function merge(base: unknown, translation: unknown, path: string): unknown {
  if (translation === undefined) return base;
  if (typeof base === "string") {
    if (typeof translation !== "string") throw new TranslationError(path, "expected text");
    return translation;
  }
  if (Array.isArray(base)) {
    if (!Array.isArray(translation)) throw new TranslationError(path, "expected a list");
    if (translation.length !== base.length)
      throw new TranslationError(
        path,
        `the translation has ${translation.length} items where the English has ${base.length}`,
      );
    return base.map((item, index) => merge(item, translation[index], `${path}[${index}]`));
  }
  if (isPlainObject(base)) {
    if (!isPlainObject(translation)) throw new TranslationError(path, "expected an object");
    const out: Plain = { ...base };
    for (const [key, value] of Object.entries(translation)) {
      const at = path ? `${path}.${key}` : key;
      if (!(key in base)) throw new TranslationError(at, "the English content has no such field");
      if (identifierKeySet.has(key))
        throw new TranslationError(at, "identifiers are not translated");
      out[key] = merge(base[key], value, at);
    }
    return out;
  }
  throw new TranslationError(path, "only text can be translated");
}

export class TranslationError extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`${path || "(root)"}: ${reason}`);
  }
}

/**
 * Every text leaf of `base` that `translation` does not give, as a path such
 * as `heroSlides[2].headline`. Identifier keys and empty strings are skipped.
 */
export function untranslatedPaths(base: unknown, translation: unknown, path = ""): string[] {
  if (typeof base === "string") {
    return base.trim() !== "" && typeof translation !== "string" ? [path || "(root)"] : [];
  }
  if (Array.isArray(base)) {
    const list = Array.isArray(translation) ? translation : [];
    return base.flatMap((item, index) => untranslatedPaths(item, list[index], `${path}[${index}]`));
  }
  if (isPlainObject(base)) {
    const given = isPlainObject(translation) ? translation : {};
    return Object.entries(base).flatMap(([key, value]) =>
      identifierKeySet.has(key)
        ? []
        : untranslatedPaths(value, given[key], path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/**
 * Lays per-record translations, keyed by an identifying field, over a list of
 * records (products by slug, cards by id), so a translation file does not
 * depend on the order of the English list.
 */
export function localizeRecords<T, K extends keyof T>(
  records: readonly T[],
  key: K,
  translations: Partial<Record<string, Translation<T>>>,
): T[] {
  const known = new Set(records.map((record) => String(record[key])));
  for (const id of Object.keys(translations))
    if (!known.has(id)) throw new TranslationError(id, "no English record has this key");
  return records.map((record) => localize(record, translations[String(record[key])]));
}
