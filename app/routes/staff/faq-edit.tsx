import { Form, Link, data, redirect } from "react-router";
import { CsrfField } from "~/components/staff/CsrfField";
import { ContentFormErrors } from "~/components/staff/content/ContentFormErrors";
import { contentId } from "~/components/staff/content/content-routes.server";
import { ANSWER_IMAGE_FIELDS } from "~/components/staff/content/fields";
import { staffMeta } from "~/components/staff/content/notices";
import { PublishedField } from "~/components/staff/content/PublishedField";
import { HtmlEditor } from "~/components/staff/editor/HtmlEditor";
import { StaffField } from "~/components/staff/StaffField";
import { StaffPageHead } from "~/components/staff/StaffPageHead";
import { readFaqForm } from "~/data/staff-content-forms.server";
import {
  createFaq,
  getFaqForEditing,
  listFaqTopics,
  updateFaq,
  type FaqValues,
} from "~/data/staff-content.server";
import { requireStaff, requireStaffAction } from "~/lib/staff/auth.server";
import type { Route } from "./+types/faq-edit";

/** Registered twice: /staff/faq/new (no :id) and /staff/faq/:id. */
const blank = (): FaqValues => ({ topic: "", question: "", answerHtml: "", published: true });

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  staffMeta(loaderData?.id ? "Edit question" : "New question");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "marketing");
  const topics = await listFaqTopics();
  if (params.id === undefined) return { id: null, values: blank(), topics };
  const id = contentId(params);
  const values = await getFaqForEditing(id);
  if (!values) throw data({ message: "There is no such question." }, { status: 404 });
  return { id, values, topics };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "marketing");
  const id = params.id === undefined ? null : contentId(params);
  const result = await readFaqForm(staff, form);
  if (!result.ok) return data({ values: result.values, errors: result.errors }, { status: 400 });
  if (id === null) {
    const created = await createFaq(staff, result.values);
    return redirect(`/staff/faq?notice=created&id=${created}#row-${created}`);
  }
  if (!(await updateFaq(staff, id, result.values)))
    throw data({ message: "This question was deleted meanwhile." }, { status: 404 });
  return redirect(`/staff/faq?notice=saved&id=${id}#row-${id}`);
}

export default function EditFaq({ loaderData, actionData }: Route.ComponentProps) {
  const { id, topics } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  return (
    <>
      <StaffPageHead
        title={id ? "Edit question" : "New question"}
        back={{ to: "/staff/faq", label: "All questions" }}
      />
      <ContentFormErrors errors={errors} />
      <Form
        key={id ?? "new"}
        method="post"
        encType="multipart/form-data"
        className="staff-card content-form"
      >
        <CsrfField />
        <div className="form-grid">
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
        </div>
        <div className="form-actions content-form__actions">
          <button type="submit" className="button">
            {id ? "Save changes" : "Create question"}
          </button>
          <Link to="/staff/faq">Cancel</Link>
          {id ? (
            <Link className="content-form__delete" to={`/staff/faq/${id}/delete`}>
              Delete this question…
            </Link>
          ) : null}
        </div>
      </Form>
    </>
  );
}
