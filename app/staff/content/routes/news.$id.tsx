import { ContentEditPage, editState } from "~/staff/content/ContentEditForm";
import { PublishedOnField, SummaryField, TitleField } from "~/staff/content/DatedItemFields";
import { contentEditor } from "~/staff/content/content-editor.server";
import { staffMeta } from "~/staff/content/notices";
import { PictureField } from "~/staff/ui/PictureField";
import { contentPictureField, noPicture } from "~/staff/content/picture-field-props";
import { PublishedField } from "~/staff/content/PublishedField";
import { StaffField } from "~/staff/ui/StaffField";
import { readNewsForm } from "~/staff/content/content-forms.server";
import {
  createNewsItem,
  getNewsItemForEditing,
  updateNewsItem,
  type NewsItemValues,
} from "~/staff/content/content.server";
import type { Route } from "./+types/news.$id";

/** Registered twice: /staff/news/new (no :id) and /staff/news/:id. */
const editor = contentEditor<NewsItemValues>({
  kind: "news",
  listPath: "/staff/news",
  blank: () => ({
    title: "",
    summary: "",
    ...noPicture,
    linkUrl: "",
    source: "",
    publishedOn: new Date().toISOString().slice(0, 10),
    published: true,
  }),
  load: getNewsItemForEditing,
  read: readNewsForm,
  create: createNewsItem,
  update: updateNewsItem,
  noun: "news item",
});

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  staffMeta(loaderData?.id ? `Edit: ${loaderData.values.title}` : "New news item");

export const loader = ({ request, params }: Route.LoaderArgs) => editor.loader(request, params);

export const action = ({ request, params }: Route.ActionArgs) => editor.action(request, params);

export default function EditNewsItem({ loaderData, actionData }: Route.ComponentProps) {
  const { id } = loaderData;
  const { values, errors } = editState(loaderData, actionData);
  return (
    <ContentEditPage
      head={{
        title: id ? "Edit news item" : "New news item",
        description:
          "A news card shows the picture, publication, date, headline and summary, and opens the story on the publisher's website.",
        back: { to: "/staff/news", label: "All news items" },
      }}
      translations={loaderData.translations}
      id={id}
      errors={errors}
      listPath="/staff/news"
      createLabel="Create news item"
      deleteLabel="Delete this news item…"
    >
      <TitleField label="Headline" value={values.title} error={errors.title} />
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
      <PublishedOnField
        hint="When the story was published."
        value={values.publishedOn}
        error={errors.publishedOn}
      />
      <SummaryField
        hint="Optional: one or two sentences under the headline."
        value={values.summary}
        error={errors.summary}
      />
      <PictureField {...contentPictureField(values, errors, "news-network")} />
      <PublishedField published={values.published} noun="news item" />
    </ContentEditPage>
  );
}
