import { EnglishSource, TranslationEditForm } from "~/staff/content/TranslationEditForm";
import { contentTranslationEditor } from "~/staff/content/content-translation-editor.server";
import { readNewsTranslationForm } from "~/staff/content/content-forms.server";
import { staffMeta } from "~/staff/content/notices";
import { TranslationPageHead } from "~/staff/content/TranslationPageHead";
import { StaffField } from "~/staff/shell/StaffField";
import type { Route } from "./+types/news-translation";

/** /staff/news/:id/translation/:locale — a news item's version in another language (ADR 27). */
const editor = contentTranslationEditor("news", {
  read: readNewsTranslationForm,
  html: [],
  notFound: "There is no such news item.",
});

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  staffMeta(loaderData ? `${loaderData.language} version: ${loaderData.englishTitle}` : "News");

export const loader = ({ request, params }: Route.LoaderArgs) => editor.loader(request, params);

export const action = ({ request, params }: Route.ActionArgs) => editor.action(request, params);

export default function NewsTranslation({ loaderData, actionData }: Route.ComponentProps) {
  const { id, locale, language, english } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const labels = {
    title: `${language} headline`,
    summary: `${language} summary`,
    imageAlt: `${language} description of the picture`,
  };
  return (
    <>
      <TranslationPageHead
        noun="news item"
        language={language}
        englishTitle={loaderData.englishTitle}
        published={loaderData.published}
        updatedAt={loaderData.updatedAt}
        missing={loaderData.missing}
        notice={loaderData.notice}
        englishHref={`/staff/news/${id}`}
        publicHref={`/${locale}/news`}
        failed={Boolean(actionData)}
      />
      <TranslationEditForm
        language={language}
        errors={errors}
        labels={labels}
        cancelHref={`/staff/news/${id}`}
      >
        <StaffField
          label={labels.title}
          name="title"
          lang={locale}
          full
          maxLength={160}
          hint={<EnglishSource text={english.title} />}
          defaultValue={values.title}
          error={errors.title}
        />
        {english.summary ? (
          <StaffField
            label={labels.summary}
            name="summary"
            full
            hint={<EnglishSource text={english.summary} />}
            error={errors.summary}
          >
            <textarea
              id="summary"
              name="summary"
              lang={locale}
              rows={3}
              maxLength={400}
              defaultValue={values.summary}
              aria-invalid={errors.summary ? true : undefined}
              aria-describedby={`summary-hint${errors.summary ? " summary-error" : ""}`}
            />
          </StaffField>
        ) : null}
        {english.imageAlt ? (
          <StaffField
            label={labels.imageAlt}
            name="imageAlt"
            lang={locale}
            full
            maxLength={200}
            hint={<EnglishSource text={english.imageAlt} />}
            defaultValue={values.imageAlt}
            error={errors.imageAlt}
          />
        ) : null}
      </TranslationEditForm>
    </>
  );
}
