import { ContentEditPage, editState } from "~/staff/content/ContentEditForm";
import { contentEditor } from "~/staff/content/content-editor.server";
import { ANSWER_IMAGE_FIELDS } from "~/staff/content/fields";
import { staffMeta } from "~/staff/content/notices";
import { PublishedField } from "~/staff/content/PublishedField";
import { HtmlEditor } from "~/staff/content/editor/HtmlEditor";
import { StaffField } from "~/staff/ui/StaffField";
import { readFaqForm } from "~/staff/content/content-forms.server";
import {
  createFaq,
  getFaqForEditing,
  listFaqTopics,
  updateFaq,
  type FaqValues,
} from "~/staff/content/content.server";
import type { Route } from "./+types/faq.$id";

/** Registered twice: /staff/faq/new (no :id) and /staff/faq/:id. */
const editor = contentEditor<FaqValues>({
  kind: "faq",
  listPath: "/staff/faq",
  blank: () => ({ topic: "", question: "", answerHtml: "", published: true }),
  load: getFaqForEditing,
  read: readFaqForm,
  create: createFaq,
  update: updateFaq,
  noun: "question",
});

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  staffMeta(loaderData?.id ? "Edit question" : "New question");

export async function loader({ request, params }: Route.LoaderArgs) {
  const loaded = await editor.loader(request, params);
  return { ...loaded, topics: await listFaqTopics() };
}

export const action = ({ request, params }: Route.ActionArgs) => editor.action(request, params);

export default function EditFaq({ loaderData, actionData }: Route.ComponentProps) {
  const { id, topics } = loaderData;
  const { values, errors } = editState(loaderData, actionData);
  return (
    <ContentEditPage
      head={{
        title: id ? "Edit question" : "New question",
        back: { to: "/staff/faq", label: "All questions" },
      }}
      translations={loaderData.translations}
      id={id}
      errors={errors}
      listPath="/staff/faq"
      createLabel="Create question"
      deleteLabel="Delete this question…"
    >
      <StaffField
        label="Topic"
        name="topic"
        required
        list="faq-topics"
        maxLength={80}
        hint={`Questions are grouped by topic on the FAQ page. In use: ${topics.join(", ") || "none yet"}.`}
        defaultValue={values.topic}
        error={errors.topic}
      />
      <datalist id="faq-topics">
        {topics.map((topic) => (
          <option key={topic} value={topic} />
        ))}
      </datalist>
      <PublishedField published={values.published} noun="question" />
      <StaffField
        label="Question"
        name="question"
        required
        full
        maxLength={300}
        defaultValue={values.question}
        error={errors.question}
      />
      <HtmlEditor
        name="answerHtml"
        label="Answer"
        required
        defaultValue={values.answerHtml}
        hint="Keep answers short: two or three paragraphs, with a link to the page that says more."
        error={errors.answerHtml ?? errors.answerImageFile ?? errors.answerImageAlt}
        uploadUrl="/staff/blog/images"
        fallbackImageFields={ANSWER_IMAGE_FIELDS}
      />
    </ContentEditPage>
  );
}
