/** How far one record is translated into one language, as its English edit page shows it (ADR 27). */
export interface TranslationStatus {
  locale: string;
  /** The language's English name, e.g. "Hindi". */
  language: string;
  /** False until a version in this language has been saved. */
  exists: boolean;
  /** The fields with English text and no translation, named as staff know them. */
  missing: string[];
  /** The page that edits this language's version. */
  href: string;
}
