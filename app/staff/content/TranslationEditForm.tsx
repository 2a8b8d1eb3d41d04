import type { ReactNode } from "react";
import { Link } from "react-router";
import { StaffForm } from "~/staff/ui/StaffForm";
import { contentProblems } from "./content-problems";
import { TranslationPageHead, type TranslationPageState } from "./TranslationPageHead";

/**
 * A page that edits a record's version in another language (ADR 27): a blog
 * post, news item, question or calendar event. Which record and how far it
 * is translated, the error summary (naming the fields as the page labels
 * them), and the kit's form with the browser's own checks kept, as on the
 * English pages; multipart where the version may gain pictures. By default,
 * emptying every field and saving takes the version away; a page whose rule
 * differs says so in `note`.
 */
export function TranslationEditor({
  noun,
  page,
  refused,
  labels,
  englishHref,
  publicHref,
  multipart = false,
  note,
  children,
}: {
  /** "blog post", "news item", "question", "calendar event". */
  noun: string;
  page: TranslationPageState;
  /** The refused form's errors; the notice of an earlier save no longer applies then. */
  refused: { errors: Partial<Record<string, string>> } | undefined;
  labels: Record<string, string>;
  /** The record's English edit page. */
  englishHref: string;
  /** Where visitors read it in this language. */
  publicHref: string;
  /** An article or answer may gain pictures, which only a multipart form can send. */
  multipart?: boolean;
  /** What an empty field means on this kind's pages, in place of the field-by-field rule. */
  note?: ReactNode;
  children: ReactNode;
}) {
  const { language } = page;
  return (
    <>
      <TranslationPageHead
        noun={noun}
        page={page}
        englishHref={englishHref}
        publicHref={publicHref}
        failed={refused !== undefined}
      />
      <StaffForm
        {...contentProblems(refused?.errors ?? {}, labels)}
        encType={multipart ? "multipart/form-data" : undefined}
        className="staff-card content-form"
        browserValidation
      >
        <p className="field-hint translation-form__note">
          {note ?? (
            <>
              Fields left empty show the English on {language} pages, marked as English for screen
              readers. Empty every field and save to remove the {language} version.
            </>
          )}
        </p>
        <div className="form-grid">{children}</div>
        <div className="form-actions content-form__actions">
          <button type="submit" className="button">
            Save the {language} version
          </button>
          <Link to={englishHref}>Back to the English</Link>
        </div>
      </StaffForm>
    </>
  );
}
