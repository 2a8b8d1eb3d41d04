import { EnglishSource, TranslationEditForm } from "~/staff/content/TranslationEditForm";
import { contentTranslationEditor } from "~/staff/content/content-translation-editor.server";
import { readFaqTranslationForm } from "~/staff/content/content-forms.server";
import { ANSWER_IMAGE_FIELDS } from "~/staff/content/fields";
import { staffMeta } from "~/staff/content/notices";
import { HtmlEditor } from "~/staff/content/editor/HtmlEditor";
import { TranslationPageHead } from "~/staff/content/TranslationPageHead";
import { translatedTopicOf } from "~/staff/content/translations.server";
import { StaffField } from "~/staff/shell/StaffField";
import type { Route } from "./+types/faq-translation";

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
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const labels = {
    topic: `${language} topic`,
    question: `${language} question`,
    answerHtml: `${language} answer`,
  };
  return (
    <>
      <TranslationPageHead
        noun="question"
        language={language}
        englishTitle={loaderData.englishTitle}
        published={loaderData.published}
        updatedAt={loaderData.updatedAt}
        missing={loaderData.missing}
        notice={loaderData.notice}
        englishHref={`/staff/faq/${id}`}
        publicHref={`/${locale}/faq`}
        failed={Boolean(actionData)}
      />
      <TranslationEditForm
        language={language}
        errors={errors}
        labels={labels}
        cancelHref={`/staff/faq/${id}`}
      >
        <StaffField
          label={labels.topic}
          name="topic"
          lang={locale}
          maxLength={80}
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
          defaultValue={values.topic || topicInUse}
          error={errors.topic}
        />
        <StaffField
          label={labels.question}
          name="question"
          lang={locale}
          full
          maxLength={300}
          hint={<EnglishSource text={english.question} />}
          defaultValue={values.question}
          error={errors.question}
        />
        <details className="field field--full translation-source">
          <summary>The English answer</summary>
          <div
            className="prose translation-source__body"
            lang="en"
            // Sanitized in the loader with the public pages' allow-list.
            dangerouslySetInnerHTML={{ __html: english.answerHtml }}
          />
        </details>
        <HtmlEditor
          name="answerHtml"
          label={labels.answerHtml}
          lang={locale}
          defaultValue={values.answerHtml}
          hint="Keep answers short: two or three paragraphs, with a link to the page that says more."
          error={errors.answerHtml ?? errors.answerImageFile ?? errors.answerImageAlt}
          uploadUrl="/staff/blog/images"
          fallbackImageFields={ANSWER_IMAGE_FIELDS}
        />
      </TranslationEditForm>
    </>
  );
}
