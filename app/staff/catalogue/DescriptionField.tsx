import { HtmlEditor } from "~/staff/content/editor/HtmlEditor";

/**
 * A catalogue description in the staff area's shared HTML editor (a textarea
 * of HTML without JavaScript). The server keeps only the site's allow-list
 * (sanitizeRichText) on save, so what is stored is what the public page shows.
 * No picture tool: catalogue pictures are items of their own, with captions.
 */
export function DescriptionField({
  defaultValue,
  error,
}: {
  defaultValue: string;
  error?: string;
}) {
  return (
    <HtmlEditor
      name="descriptionHtml"
      label="Description"
      defaultValue={defaultValue}
      error={error}
      hint="A short paragraph or two, with a list of key facts if useful (coverage, drying time, finish)."
    />
  );
}
