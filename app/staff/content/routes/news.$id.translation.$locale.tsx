import { TranslationEditor } from "~/staff/content/TranslationEditForm";
import {
  TranslatedLine,
  TranslatedSummary,
  translationForm,
} from "~/staff/content/TranslationFields";
import { contentTranslationEditor } from "~/staff/content/content-translation-editor.server";
import { readNewsTranslationForm } from "~/staff/content/content-forms.server";
import { staffMeta } from "~/staff/content/notices";
import type { Route } from "./+types/news.$id.translation.$locale";

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
  const labels = {
    title: `${language} headline`,
    summary: `${language} summary`,
    imageAlt: `${language} description of the picture`,
  };
  const { field } = translationForm(loaderData, actionData, labels);
  return (
    <TranslationEditor
      englishHref={`/staff/news/${id}`}
      noun="news item"
      page={loaderData}
      refused={actionData}
      labels={labels}
      publicHref={`/${locale}/news`}
    >
      <TranslatedLine name="title" maxLength={160} {...field("title")} />
      {english.summary ? <TranslatedSummary {...field("summary")} /> : null}
      {english.imageAlt ? (
        <TranslatedLine name="imageAlt" maxLength={200} {...field("imageAlt")} />
      ) : null}
    </TranslationEditor>
  );
}
