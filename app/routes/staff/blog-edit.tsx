import { Form, Link, data, redirect } from "react-router";
import { CsrfField } from "~/components/staff/CsrfField";
import { BODY_IMAGE_FIELDS } from "~/components/staff/content/fields";
import { ContentFormErrors } from "~/components/staff/content/ContentFormErrors";
import { contentId } from "~/components/staff/content/content-routes.server";
import { staffMeta } from "~/components/staff/content/notices";
import { PictureField } from "~/components/staff/content/PictureField";
import { PublishedField } from "~/components/staff/content/PublishedField";
import { HtmlEditor } from "~/components/staff/editor/HtmlEditor";
import { StaffField } from "~/components/staff/StaffField";
import { StaffPageHead } from "~/components/staff/StaffPageHead";
import { readBlogForm } from "~/data/staff-content-forms.server";
import {
  createBlogPost,
  getBlogPostForEditing,
  updateBlogPost,
  type BlogPostValues,
} from "~/data/staff-content.server";
import { requireStaff, requireStaffAction } from "~/lib/staff/auth.server";
import type { Route } from "./+types/blog-edit";

/** Registered twice: /staff/blog/new (no :id) and /staff/blog/:id. */
const today = () => new Date().toISOString().slice(0, 10);

const blank = (): BlogPostValues => ({
  title: "",
  summary: "",
  bodyHtml: "",
  image: "",
  imageAlt: "",
  imageWidth: null,
  imageHeight: null,
  publishedOn: today(),
  published: true,
});

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  staffMeta(loaderData?.id ? `Edit: ${loaderData.values.title}` : "New blog post");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "marketing");
  if (params.id === undefined) return { id: null, values: blank() };
  const id = contentId(params);
  const values = await getBlogPostForEditing(id);
  if (!values) throw data({ message: "There is no such blog post." }, { status: 404 });
  return { id, values };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "marketing");
  const id = params.id === undefined ? null : contentId(params);
  const result = await readBlogForm(staff, form);
  if (!result.ok) return data({ values: result.values, errors: result.errors }, { status: 400 });
  if (id === null) {
    const created = await createBlogPost(staff, result.values);
    return redirect(`/staff/blog?notice=created&id=${created}#row-${created}`);
  }
  if (!(await updateBlogPost(staff, id, result.values)))
    throw data({ message: "This blog post was deleted meanwhile." }, { status: 404 });
  return redirect(`/staff/blog?notice=saved&id=${id}#row-${id}`);
}

export default function EditBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { id } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  return (
    <>
      <StaffPageHead
        title={id ? "Edit blog post" : "New blog post"}
        back={{ to: "/staff/blog", label: "All blog posts" }}
        actions={
          id && loaderData.values.published ? (
            <a className="button button--ghost" href={`/blog-details/${id}`}>
              View on site
            </a>
          ) : undefined
        }
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
            label="Title"
            name="title"
            required
            full
            maxLength={160}
            defaultValue={values.title}
            error={errors.title}
          />
          <StaffField
            label="Summary"
            name="summary"
            required
            full
            hint="One or two sentences for the blog page and search results."
            error={errors.summary}
          >
            <textarea
              id="summary"
              name="summary"
              rows={3}
              maxLength={400}
              required
              defaultValue={values.summary}
              aria-invalid={errors.summary ? true : undefined}
              aria-describedby={`summary-hint${errors.summary ? " summary-error" : ""}`}
            />
          </StaffField>
          <StaffField
            label="Date"
            name="publishedOn"
            type="date"
            required
            hint="Shown on the post; newer posts come first among posts in the same place."
            defaultValue={values.publishedOn}
            error={errors.publishedOn}
          />
          <PublishedField published={values.published} noun="post" />
          <PictureField
            image={values.image}
            imageAlt={values.imageAlt}
            imageWidth={values.imageWidth}
            imageHeight={values.imageHeight}
            fallback="blog-finishes"
            errors={errors}
          />
          <HtmlEditor
            name="bodyHtml"
            label="Article"
            required
            defaultValue={values.bodyHtml}
            hint="Use headings to break up long posts. Links to other websites open in a new tab."
            error={errors.bodyHtml ?? errors.bodyImageFile ?? errors.bodyImageAlt}
            uploadUrl="/staff/blog/images"
            fallbackImageFields={BODY_IMAGE_FIELDS}
          />
        </div>
        <div className="form-actions content-form__actions">
          <button type="submit" className="button">
            {id ? "Save changes" : "Create post"}
          </button>
          <Link to="/staff/blog">Cancel</Link>
          {id ? (
            <Link className="content-form__delete" to={`/staff/blog/${id}/delete`}>
              Delete this post…
            </Link>
          ) : null}
        </div>
      </Form>
    </>
  );
}
