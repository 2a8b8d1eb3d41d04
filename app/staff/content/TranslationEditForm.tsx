import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { CsrfField } from "~/staff/shell/CsrfField";
import { ContentFormErrors } from "./ContentFormErrors";
import { TranslationPageHead, type TranslationPageState } from "./TranslationPageHead";

/**
 * A page that edits a blog post's, news item's or question's version in
 * another language (ADR 27): which record and how far it is translated, the
 * error summary (naming the fields as the page labels them), and a multipart
 * POST form (an article may gain pictures) with its CSRF token and buttons.
 * Emptying every field and saving takes the version away.
 */
export function TranslationEditor({
  kind,
  noun,
  page,
  refused,
  labels,
  publicHref,
  children,
}: {
  kind: "blog" | "news" | "faq";
  /** "blog post", "news item", "question". */
  noun: string;
  page: TranslationPageState & { id: number };
  /** The refused form's errors; the notice of an earlier save no longer applies then. */
  refused: { errors: Partial<Record<string, string>> } | undefined;
  labels: Record<string, string>;
  /** Where visitors read it in this language. */
  publicHref: string;
  children: ReactNode;
}) {
  const englishHref = `/staff/${kind}/${page.id}`;
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
      <ContentFormErrors errors={refused?.errors ?? {}} labels={labels} />
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
          <Link to={englishHref}>Back to the English</Link>
        </div>
      </Form>
    </>
  );
}
