import { EnglishSource, TranslationEditForm } from "~/staff/content/TranslationEditForm";
import { contentTranslationEditor } from "~/staff/content/content-translation-editor.server";
import { readBlogTranslationForm } from "~/staff/content/content-forms.server";
import { BODY_IMAGE_FIELDS } from "~/staff/content/fields";
import { staffMeta } from "~/staff/content/notices";
import { HtmlEditor } from "~/staff/content/editor/HtmlEditor";
import { TranslationPageHead } from "~/staff/content/TranslationPageHead";
import { StaffField } from "~/staff/shell/StaffField";
import type { Route } from "./+types/blog-translation";

/** /staff/blog/:id/translation/:locale — a blog post's version in another language (ADR 27). */
const editor = contentTranslationEditor("blog", {
  read: readBlogTranslationForm,
  html: ["bodyHtml"],
  notFound: "There is no such blog post.",
});

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  staffMeta(loaderData ? `${loaderData.language} version: ${loaderData.englishTitle}` : "Blog");

export const loader = ({ request, params }: Route.LoaderArgs) => editor.loader(request, params);

export const action = ({ request, params }: Route.ActionArgs) => editor.action(request, params);

export default function BlogTranslation({ loaderData, actionData }: Route.ComponentProps) {
  const { id, locale, language, english } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const labels = {
    title: `${language} title`,
    summary: `${language} summary`,
    imageAlt: `${language} description of the picture`,
    bodyHtml: `${language} article`,
  };
  return (
    <>
      <TranslationPageHead
        noun="blog post"
        language={language}
        englishTitle={loaderData.englishTitle}
        published={loaderData.published}
        updatedAt={loaderData.updatedAt}
        missing={loaderData.missing}
        notice={loaderData.notice}
        englishHref={`/staff/blog/${id}`}
        publicHref={`/${locale}/blog-details/${id}`}
        failed={Boolean(actionData)}
      />
      <TranslationEditForm
        language={language}
        errors={errors}
        labels={labels}
        cancelHref={`/staff/blog/${id}`}
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
        <details className="field field--full translation-source">
          <summary>The English article</summary>
          <div
            className="prose translation-source__body"
            lang="en"
            // Sanitized in the loader with the public pages' allow-list.
            dangerouslySetInnerHTML={{ __html: english.bodyHtml }}
          />
        </details>
        <HtmlEditor
          name="bodyHtml"
          label={labels.bodyHtml}
          lang={locale}
          defaultValue={values.bodyHtml}
          hint={`The article as ${language} readers will read it. Headings, lists, links and pictures work as in the English.`}
          error={errors.bodyHtml ?? errors.bodyImageFile ?? errors.bodyImageAlt}
          uploadUrl="/staff/blog/images"
          fallbackImageFields={BODY_IMAGE_FIELDS}
        />
      </TranslationEditForm>
    </>
  );
}
