import { ContentEditForm } from "~/staff/content/ContentEditForm";
import { contentEditor } from "~/staff/content/content-editor.server";
import { staffMeta } from "~/staff/content/notices";
import { PictureField } from "~/staff/shell/PictureField";
import { contentPictureField } from "~/staff/content/picture-field-props";
import { PublishedField } from "~/staff/content/PublishedField";
import { StaffField } from "~/staff/shell/StaffField";
import { StaffPageHead } from "~/staff/shell/StaffPageHead";
import { TranslationStatusPanel } from "~/staff/shell/TranslationStatusPanel";
import { readNewsForm } from "~/staff/content/content-forms.server";
import {
  createNewsItem,
  getNewsItemForEditing,
  updateNewsItem,
  type NewsItemValues,
} from "~/staff/content/content.server";
import type { Route } from "./+types/news-edit";

/** Registered twice: /staff/news/new (no :id) and /staff/news/:id. */
const editor = contentEditor<NewsItemValues>({
  kind: "news",
  listPath: "/staff/news",
  blank: () => ({
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
  }),
  load: getNewsItemForEditing,
  read: readNewsForm,
  create: createNewsItem,
  update: updateNewsItem,
  notFound: "There is no such news item.",
  deletedMeanwhile: "This news item was deleted meanwhile.",
});

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  staffMeta(loaderData?.id ? `Edit: ${loaderData.values.title}` : "New news item");

export const loader = ({ request, params }: Route.LoaderArgs) => editor.loader(request, params);

export const action = ({ request, params }: Route.ActionArgs) => editor.action(request, params);

export default function EditNewsItem({ loaderData, actionData }: Route.ComponentProps) {
  const { id } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  return (
    <>
      <StaffPageHead
        title={id ? "Edit news item" : "New news item"}
        description="A news card shows the picture, publication, date, headline and summary, and opens the story on the publisher's website."
        back={{ to: "/staff/news", label: "All news items" }}
      />
      <TranslationStatusPanel statuses={loaderData.translations} />
      <ContentEditForm
        id={id}
        errors={errors}
        listPath="/staff/news"
        createLabel="Create news item"
        deleteLabel="Delete this news item…"
      >
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
          label="Link to the story (optional)"
          name="linkUrl"
          type="url"
          full
          inputMode="url"
          hint="Where the story is online: the full address on the publisher's website, starting with https://. Leave it empty for a story in print only; the story's page on our site is made either way."
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
        <PictureField {...contentPictureField(values, errors, "news-network")} />
        <PublishedField published={values.published} noun="news item" />
      </ContentEditForm>
    </>
  );
}
