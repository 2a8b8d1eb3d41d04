import { StaffNotice, StaffPageHead } from "~/staff/shell/StaffPageHead";
import { translationSummary } from "~/staff/shell/TranslationStatusPanel";

/**
 * The top of a translation page: which record, in which language, how far it
 * is translated, and the notice after a save (ADR 27).
 */
export function TranslationPageHead({
  noun,
  language,
  englishTitle,
  englishHref,
  publicHref,
  published,
  updatedAt,
  missing,
  notice,
  failed,
}: {
  /** "blog post", "news item", "question". */
  noun: string;
  language: string;
  englishTitle: string;
  /** The record's English edit page. */
  englishHref: string;
  /** Where visitors read it in this language. */
  publicHref: string;
  published: boolean;
  updatedAt: string | null;
  missing: string[];
  notice: "saved" | "removed" | null;
  /** True when the form was refused: the notice of an earlier save no longer applies. */
  failed: boolean;
}) {
  const state = { exists: updatedAt !== null, missing };
  return (
    <>
      <StaffPageHead
        title={`${language} version of a ${noun}`}
        description={
          <>
            Of <span lang="en">“{englishTitle}”</span>. {language}: {translationSummary(state)}
          </>
        }
        back={{ to: englishHref, label: `The English ${noun}` }}
        actions={
          published && state.exists ? (
            <a className="button button--ghost" href={publicHref}>
              View on the {language} site
            </a>
          ) : undefined
        }
      />
      {notice && !failed ? (
        <StaffNotice>
          {notice === "saved"
            ? `Saved. ${language} pages show it now.`
            : `The ${language} version is removed; ${language} pages show the English.`}
        </StaffNotice>
      ) : null}
    </>
  );
}
