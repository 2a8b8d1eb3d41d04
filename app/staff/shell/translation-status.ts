import { languageName } from "./languages";

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

/**
 * A record's status in each language, from what its translation page would
 * load (undefined when the record is gone).
 */
export async function translationStatuses(
  locales: readonly string[],
  load: (locale: string) => Promise<{ updatedAt: string | null; missing: string[] } | undefined>,
  href: (locale: string) => string,
): Promise<TranslationStatus[]> {
  const statuses: TranslationStatus[] = [];
  for (const locale of locales) {
    const found = await load(locale);
    if (found)
      statuses.push({
        locale,
        language: languageName(locale),
        exists: found.updatedAt !== null,
        missing: found.missing,
        href: href(locale),
      });
  }
  return statuses;
}

/** The `?notice=` a translation page's save redirects with. */
export function translationNoticeOf(request: Request): "saved" | "removed" | null {
  const notice = new URL(request.url).searchParams.get("notice");
  return notice === "saved" || notice === "removed" ? notice : null;
}
