import { ContentEditPage, editState } from "~/staff/content/ContentEditForm";
import { PublishedOnField, SummaryField, TitleField } from "~/staff/content/DatedItemFields";
import { contentEditor } from "~/staff/content/content-editor.server";
import { BODY_IMAGE_FIELDS } from "~/staff/content/fields";
import { staffMeta } from "~/staff/content/notices";
import { PictureField } from "~/staff/ui/PictureField";
import { contentPictureField, noPicture } from "~/staff/content/picture-field-props";
import { PublishedField } from "~/staff/content/PublishedField";
import { HtmlEditor } from "~/staff/content/editor/HtmlEditor";
import { readBlogForm } from "~/staff/content/content-forms.server";
import {
  createBlogPost,
  getBlogPostForEditing,
  updateBlogPost,
  type BlogPostValues,
} from "~/staff/content/content.server";
import type { Route } from "./+types/blog.$id";

/** Registered twice: /staff/blog/new (no :id) and /staff/blog/:id. */
const editor = contentEditor<BlogPostValues>({
  kind: "blog",
  listPath: "/staff/blog",
  blank: () => ({
    title: "",
    summary: "",
    bodyHtml: "",
    ...noPicture,
    publishedOn: new Date().toISOString().slice(0, 10),
    published: true,
  }),
  load: getBlogPostForEditing,
  read: readBlogForm,
  create: createBlogPost,
  update: updateBlogPost,
  noun: "blog post",
});

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  staffMeta(loaderData?.id ? `Edit: ${loaderData.values.title}` : "New blog post");

export const loader = ({ request, params }: Route.LoaderArgs) => editor.loader(request, params);

export const action = ({ request, params }: Route.ActionArgs) => editor.action(request, params);

export default function EditBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { id } = loaderData;
  const { values, errors } = editState(loaderData, actionData);
  return (
    <ContentEditPage
      head={{
        title: id ? "Edit blog post" : "New blog post",
        back: { to: "/staff/blog", label: "All blog posts" },
        actions:
          id && loaderData.values.published ? (
            <a className="button button--ghost" href={`/blog-details/${id}`}>
              View on site
            </a>
          ) : undefined,
      }}
      translations={loaderData.translations}
      id={id}
      errors={errors}
      listPath="/staff/blog"
      createLabel="Create post"
      deleteLabel="Delete this post…"
    >
      <TitleField label="Title" value={values.title} error={errors.title} />
      <SummaryField
        required
        hint="One or two sentences for the blog page and search results."
        value={values.summary}
        error={errors.summary}
      />
      <PublishedOnField
        hint="Shown on the post; newer posts come first among posts in the same place."
        value={values.publishedOn}
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
    </ContentEditPage>
  );
}
