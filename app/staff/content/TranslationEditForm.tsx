import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { CsrfField } from "~/staff/shell/CsrfField";
import { ContentFormErrors } from "./ContentFormErrors";

/**
 * The frame of a form for a record's version in another language (ADR 27):
 * the error summary (naming the fields as the page labels them), a multipart
 * POST form (an article may gain pictures) with its CSRF token, and the
 * buttons. Emptying every field and saving takes the version away.
 */
export function TranslationEditForm({
  language,
  errors,
  labels,
  cancelHref,
  children,
}: {
  /** English name of the language, e.g. "Hindi". */
  language: string;
  errors: Partial<Record<string, string>>;
  labels: Record<string, string>;
  /** The English edit page. */
  cancelHref: string;
  children: ReactNode;
}) {
  return (
    <>
      <ContentFormErrors errors={errors} labels={labels} />
      <Form method="post" encType="multipart/form-data" className="staff-card content-form">
        <CsrfField />
        <p className="field-hint translation-form__note">
          Fields left empty show the English on {language} pages, marked as English for screen
          readers. Empty every field and save to remove the {language} version.
        </p>
        <div className="form-grid">{children}</div>
        <div className="form-actions content-form__actions">
          <button type="submit" className="button">
            Save the {language} version
          </button>
          <Link to={cancelHref}>Back to the English</Link>
        </div>
      </Form>
    </>
  );
}

/** What a translated field's English says, for its hint: the translator's source. */
export function EnglishSource({ text }: { text: string }) {
  return text ? (
    <>
      English: <span lang="en">“{text}”</span>
    </>
  ) : (
    <>The English is empty, so this one is not needed.</>
  );
}
