import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import { TranslationNotice, translationSummary } from "~/staff/shell/TranslationStatusPanel";

/** What a translation page's loader tells its head. */
export interface TranslationPageState {
  language: string;
  englishTitle: string;
  published: boolean;
  updatedAt: string | null;
  missing: string[];
  notice: "saved" | "removed" | null;
}

/**
 * The top of a translation page: which record, in which language, how far it
 * is translated, and the notice after a save (ADR 27).
 */
export function TranslationPageHead({
  noun,
  page,
  englishHref,
  publicHref,
  failed,
}: {
  noun: string;
  page: TranslationPageState;
  /** The record's English edit page. */
  englishHref: string;
  publicHref: string;
  failed: boolean;
}) {
  const { language, englishTitle, published, updatedAt, missing, notice } = page;
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
      {failed ? null : <TranslationNotice notice={notice} language={language} />}
    </>
  );
}
