import { Form, Link, data, redirect } from "react-router";
import { CsrfField } from "~/components/staff/CsrfField";
import { ContentFormErrors } from "~/components/staff/content/ContentFormErrors";
import { contentId } from "~/components/staff/content/content-routes.server";
import { staffMeta } from "~/components/staff/content/notices";
import { PictureField } from "~/components/staff/content/PictureField";
import { PublishedField } from "~/components/staff/content/PublishedField";
import { StaffField } from "~/components/staff/StaffField";
import { StaffPageHead } from "~/components/staff/StaffPageHead";
import { readNewsForm } from "~/data/staff-content-forms.server";
import {
  createNewsItem,
  getNewsItemForEditing,
  updateNewsItem,
  type NewsItemValues,
} from "~/data/staff-content.server";
import { requireStaff, requireStaffAction } from "~/lib/staff/auth.server";
import type { Route } from "./+types/news-edit";

/** Registered twice: /staff/news/new (no :id) and /staff/news/:id. */
const blank = (): NewsItemValues => ({
  title: "",
  summary: "",
  image: "",
  imageAlt: "",
  imageWidth: null,
  imageHeight: null,
  linkUrl: "",
  source: "",
  publishedOn: new Date().toISOString().slice(0, 10),
  published: true,
});

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  staffMeta(loaderData?.id ? `Edit: ${loaderData.values.title}` : "New news item");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "marketing");
  if (params.id === undefined) return { id: null, values: blank() };
  const id = contentId(params);
  const values = await getNewsItemForEditing(id);
  if (!values) throw data({ message: "There is no such news item." }, { status: 404 });
  return { id, values };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "marketing");
  const id = params.id === undefined ? null : contentId(params);
  const result = await readNewsForm(staff, form);
  if (!result.ok) return data({ values: result.values, errors: result.errors }, { status: 400 });
  if (id === null) {
    const created = await createNewsItem(staff, result.values);
    return redirect(`/staff/news?notice=created&id=${created}#row-${created}`);
  }
  if (!(await updateNewsItem(staff, id, result.values)))
    throw data({ message: "This news item was deleted meanwhile." }, { status: 404 });
  return redirect(`/staff/news?notice=saved&id=${id}#row-${id}`);
}

export default function EditNewsItem({ loaderData, actionData }: Route.ComponentProps) {
  const { id } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  return (
    <>
      <StaffPageHead
        title={id ? "Edit news item" : "New news item"}
        description="A news card shows the picture, publication, date, headline and summary, and opens the story on the publisher's website."
        back={{ to: "/staff/news", label: "All news items" }}
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
            label="Headline"
            name="title"
            required
            full
            maxLength={160}
            defaultValue={values.title}
            error={errors.title}
          />
          <StaffField
            label="Link to the story"
            name="linkUrl"
            type="url"
            required
            full
            inputMode="url"
            hint="The full address on the publisher's website, starting with https://"
            maxLength={500}
            defaultValue={values.linkUrl}
            error={errors.linkUrl}
          />
          <StaffField
            label="Publication"
            name="source"
            hint="For example: The Economic Times, Paint India magazine."
            maxLength={120}
            defaultValue={values.source}
            error={errors.source}
          />
          <StaffField
            label="Date"
            name="publishedOn"
            type="date"
            required
            hint="When the story was published."
            defaultValue={values.publishedOn}
            error={errors.publishedOn}
          />
          <StaffField
            label="Summary"
            name="summary"
            full
            hint="Optional: one or two sentences under the headline."
            error={errors.summary}
          >
            <textarea
              id="summary"
              name="summary"
              rows={3}
              maxLength={400}
              defaultValue={values.summary}
              aria-invalid={errors.summary ? true : undefined}
              aria-describedby={`summary-hint${errors.summary ? " summary-error" : ""}`}
            />
          </StaffField>
          <PictureField
            image={values.image}
            imageAlt={values.imageAlt}
            imageWidth={values.imageWidth}
            imageHeight={values.imageHeight}
            fallback="news-network"
            errors={errors}
          />
          <PublishedField published={values.published} noun="news item" />
        </div>
        <div className="form-actions content-form__actions">
          <button type="submit" className="button">
            {id ? "Save changes" : "Create news item"}
          </button>
          <Link to="/staff/news">Cancel</Link>
          {id ? (
            <Link className="content-form__delete" to={`/staff/news/${id}/delete`}>
              Delete this news item…
            </Link>
          ) : null}
        </div>
      </Form>
    </>
  );
}
