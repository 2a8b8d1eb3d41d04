import { TranslationEditor } from "~/staff/content/TranslationEditForm";
import {
  EnglishSource,
  TranslatedLine,
  TranslatedRichText,
  translationForm,
} from "~/staff/content/TranslationFields";
import { contentTranslationEditor } from "~/staff/content/content-translation-editor.server";
import { readFaqTranslationForm } from "~/staff/content/content-forms.server";
import { ANSWER_IMAGE_FIELDS } from "~/staff/content/fields";
import { staffMeta } from "~/staff/content/notices";
import { translatedTopicOf } from "~/staff/content/translations.server";
import type { Route } from "./+types/faq.$id.translation.$locale";

/** /staff/faq/:id/translation/:locale — a question's version in another language (ADR 27). */
const editor = contentTranslationEditor("faq", {
  read: readFaqTranslationForm,
  html: ["answerHtml"],
  notFound: "There is no such question.",
});

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  staffMeta(loaderData ? `${loaderData.language} version of a question` : "FAQ");

export async function loader({ request, params }: Route.LoaderArgs) {
  const loaded = await editor.loader(request, params);
  return {
    ...loaded,
    topicInUse: await translatedTopicOf(loaded.english.topic, loaded.locale),
  };
}

export const action = ({ request, params }: Route.ActionArgs) => editor.action(request, params);

export default function FaqTranslation({ loaderData, actionData }: Route.ComponentProps) {
  const { id, locale, language, english, topicInUse } = loaderData;
  const labels = {
    topic: `${language} topic`,
    question: `${language} question`,
    answerHtml: `${language} answer`,
  };
  const { values, errors, field } = translationForm(loaderData, actionData, labels);
  return (
    <TranslationEditor
      englishHref={`/staff/faq/${id}`}
      multipart
      noun="question"
      page={loaderData}
      refused={actionData}
      labels={labels}
      publicHref={`/${locale}/faq`}
    >
      <TranslatedLine
        name="topic"
        maxLength={80}
        full={false}
        {...field("topic")}
        // A topic name others already gave is offered, so the group keeps one heading.
        value={values.topic || topicInUse}
        hint={
          <>
            <EnglishSource text={english.topic} />. Questions are grouped by their English topic;
            write its {language} name the same way on each
            {topicInUse ? (
              <>
                {" "}
                (others say <span lang={locale}>“{topicInUse}”</span>)
              </>
            ) : null}
            .
          </>
        }
      />
      <TranslatedLine name="question" maxLength={300} {...field("question")} />
      <TranslatedRichText
        name="answerHtml"
        englishLabel="The English answer"
        hint="Keep answers short: two or three paragraphs, with a link to the page that says more."
        fallbackImageFields={ANSWER_IMAGE_FIELDS}
        {...field("answerHtml")}
        error={errors.answerHtml ?? errors.answerImageFile ?? errors.answerImageAlt}
      />
    </TranslationEditor>
  );
}
