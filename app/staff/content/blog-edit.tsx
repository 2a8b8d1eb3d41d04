import { ContentEditForm } from "~/staff/content/ContentEditForm";
import { contentEditor } from "~/staff/content/content-editor.server";
import { BODY_IMAGE_FIELDS } from "~/staff/content/fields";
import { staffMeta } from "~/staff/content/notices";
import { PictureField } from "~/staff/shell/PictureField";
import { contentPictureField } from "~/staff/content/picture-field-props";
import { PublishedField } from "~/staff/content/PublishedField";
import { HtmlEditor } from "~/staff/content/editor/HtmlEditor";
import { StaffField } from "~/staff/shell/StaffField";
import { StaffPageHead } from "~/staff/shell/StaffPageHead";
import { TranslationStatusPanel } from "~/staff/shell/TranslationStatusPanel";
import { readBlogForm } from "~/staff/content/content-forms.server";
import {
  createBlogPost,
  getBlogPostForEditing,
  updateBlogPost,
  type BlogPostValues,
} from "~/staff/content/content.server";
import type { Route } from "./+types/blog-edit";

/** Registered twice: /staff/blog/new (no :id) and /staff/blog/:id. */
const editor = contentEditor<BlogPostValues>({
  kind: "blog",
  listPath: "/staff/blog",
  blank: () => ({
    title: "",
    summary: "",
    bodyHtml: "",
    image: "",
    imageAlt: "",
    imageWidth: null,
    imageHeight: null,
    publishedOn: new Date().toISOString().slice(0, 10),
    published: true,
  }),
  load: getBlogPostForEditing,
  read: readBlogForm,
  create: createBlogPost,
  update: updateBlogPost,
  notFound: "There is no such blog post.",
  deletedMeanwhile: "This blog post was deleted meanwhile.",
});

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  staffMeta(loaderData?.id ? `Edit: ${loaderData.values.title}` : "New blog post");

export const loader = ({ request, params }: Route.LoaderArgs) => editor.loader(request, params);

export const action = ({ request, params }: Route.ActionArgs) => editor.action(request, params);

export default function EditBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { id } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
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
      <TranslationStatusPanel statuses={loaderData.translations} />
      <ContentEditForm
        id={id}
        errors={errors}
        listPath="/staff/blog"
        createLabel="Create post"
        deleteLabel="Delete this post…"
      >
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
        <PictureField {...contentPictureField(values, errors, "blog-finishes")} />
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
      </ContentEditForm>
    </>
  );
}
