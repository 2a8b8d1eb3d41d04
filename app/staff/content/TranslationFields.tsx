import type { ReactNode } from "react";
import { StaffField } from "~/staff/ui/StaffField";
import { HtmlEditor } from "./editor/HtmlEditor";

/**
 * The fields of a translation page (ADR 27): each labelled in English with
 * its language ("Hindi title"), written in that language (`lang`), and with
 * the English it translates beside it, marked as English.
 */

/**
 * A translation page's form state: the values to show (the refused form's,
 * else the stored ones), its errors, and each field's props by name.
 */
export function translationForm<F extends string, V extends Record<F, string>>(
  page: { locale: string; english: V; values: V },
  refused: { values: V; errors: Partial<Record<string, string>> } | undefined,
  labels: Record<F, string>,
) {
  const values = refused?.values ?? page.values;
  const errors = refused?.errors ?? {};
  const field = (name: F) => ({
    label: labels[name],
    locale: page.locale,
    english: page.english[name],
    value: values[name],
    error: errors[name],
  });
  return { values, errors, field };
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

interface Translated {
  label: string;
  /** The language's code, for `lang`. */
  locale: string;
  /** The English text of the field. */
  english: string;
  value: string;
  error?: string;
}

/** One line of text: a title, a question, a topic, a picture's description. */
export function TranslatedLine({
  name,
  maxLength,
  full = true,
  hint,
  label,
  locale,
  english,
  value,
  error,
}: Translated & { name: string; maxLength: number; full?: boolean; hint?: ReactNode }) {
  return (
    <StaffField
      label={label}
      name={name}
      lang={locale}
      full={full}
      maxLength={maxLength}
      hint={hint ?? <EnglishSource text={english} />}
      defaultValue={value}
      error={error}
    />
  );
}

/** A few lines of plain text: a summary, an event's purpose or details. */
export function TranslatedLines({
  name,
  rows,
  maxLength,
  label,
  locale,
  english,
  value,
  error,
}: Translated & { name: string; rows: number; maxLength: number }) {
  return (
    <StaffField
      label={label}
      name={name}
      full
      hint={<EnglishSource text={english} />}
      error={error}
    >
      {(control) => (
        <textarea
          {...control}
          lang={locale}
          rows={rows}
          maxLength={maxLength}
          defaultValue={value}
        />
      )}
    </StaffField>
  );
}

/** A blog post's or news item's summary. */
export function TranslatedSummary(props: Translated) {
  return <TranslatedLines name="summary" rows={3} maxLength={400} {...props} />;
}

/** An article or an answer: the English as it reads, then the rich-text editor. */
export function TranslatedRichText({
  name,
  englishLabel,
  hint,
  fallbackImageFields,
  label,
  locale,
  english,
  value,
  error,
}: Translated & {
  name: string;
  /** "The English article". */
  englishLabel: string;
  hint: string;
  fallbackImageFields: { file: string; alt: string };
}) {
  return (
    <>
      <details className="field field--full translation-source">
        <summary>{englishLabel}</summary>
        <div
          className="prose translation-source__body"
          lang="en"
          // Sanitized in the loader with the public pages' allow-list.
          dangerouslySetInnerHTML={{ __html: english }}
        />
      </details>
      <HtmlEditor
        name={name}
        label={label}
        lang={locale}
        defaultValue={value}
        hint={hint}
        error={error}
        uploadUrl="/staff/blog/images"
        fallbackImageFields={fallbackImageFields}
      />
    </>
  );
}
