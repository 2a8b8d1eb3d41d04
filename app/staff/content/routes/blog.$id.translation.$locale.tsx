import { TranslationEditor } from "~/staff/content/TranslationEditForm";
import {
  TranslatedLine,
  TranslatedRichText,
  TranslatedSummary,
  translationForm,
} from "~/staff/content/TranslationFields";
import { contentTranslationEditor } from "~/staff/content/content-translation-editor.server";
import { readBlogTranslationForm } from "~/staff/content/content-forms.server";
import { BODY_IMAGE_FIELDS } from "~/staff/content/fields";
import { staffMeta } from "~/staff/content/notices";
import type { Route } from "./+types/blog.$id.translation.$locale";

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
  const labels = {
    title: `${language} title`,
    summary: `${language} summary`,
    imageAlt: `${language} description of the picture`,
    bodyHtml: `${language} article`,
  };
  const { errors, field } = translationForm(loaderData, actionData, labels);
  return (
    <TranslationEditor
      englishHref={`/staff/blog/${id}`}
      multipart
      noun="blog post"
      page={loaderData}
      refused={actionData}
      labels={labels}
      publicHref={`/${locale}/blog-details/${id}`}
    >
      <TranslatedLine name="title" maxLength={160} {...field("title")} />
      <TranslatedSummary {...field("summary")} />
      {english.imageAlt ? (
        <TranslatedLine name="imageAlt" maxLength={200} {...field("imageAlt")} />
      ) : null}
      <TranslatedRichText
        name="bodyHtml"
        englishLabel="The English article"
        hint={`The article as ${language} readers will read it. Headings, lists, links and pictures work as in the English.`}
        fallbackImageFields={BODY_IMAGE_FIELDS}
        {...field("bodyHtml")}
        error={errors.bodyHtml ?? errors.bodyImageFile ?? errors.bodyImageAlt}
      />
    </TranslationEditor>
  );
}
