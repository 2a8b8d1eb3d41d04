import { z } from "zod";
import { ANSWER_IMAGE_FIELDS, BODY_IMAGE_FIELDS } from "~/staff/content/fields";
import type { StaffContext } from "~/staff/auth/auth.server";
import { saveUpload } from "~/staff/uploads/uploads.server";
import { ownMediaPath, sanitizeRichText } from "~/lib/sanitize.server";
import { checkImageUpload } from "~/lib/images/picture-check.server";
import { checkValues, type FieldErrors } from "~/lib/forms/form-check";
import { parseForm } from "~/lib/forms/parse-form.server";
import {
  moveContent,
  setContentPublished,
  type BlogPostValues,
  type ContentKind,
  type FaqValues,
  type NewsItemValues,
} from "./content.server";
import type {
  BlogTranslationValues,
  FaqTranslationValues,
  NewsTranslationValues,
} from "./translations.server";

/**
 * The staff blog, news and FAQ forms, read and checked on the server: one zod
 * schema per form, a message per field, and the typed values kept (rich text
 * sanitized before it is shown again, so even a refused form never puts a
 * script into the editor). Pictures are checked by their bytes and stored
 * as soon as they pass, so a form refused for another reason keeps them.
 */

export type FormResult<T> = { ok: true; values: T } | { ok: false; values: T; errors: FieldErrors };

/** One line of plain text: control characters (line breaks too) become single spaces; ends trimmed. */
// Stripping control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]+/g;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f]+/g;

function line(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string"
    ? value
        .replace(CONTROL, " ")
        .replace(/\s{2,}/g, " ")
        .trim()
    : "";
}

/** Several lines of plain text (a summary), with control characters other than newlines removed. */
function lines(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string"
    ? value.replace(/\r\n?/g, "\n").replace(CONTROL_BUT_NEWLINE, " ").trim()
    : "";
}

function raw(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function file(form: FormData, name: string): File | undefined {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : undefined;
}

function size(form: FormData, name: string): number | null {
  const value = Number(raw(form, name));
  return Number.isInteger(value) && value > 0 && value <= 10_000 ? value : null;
}

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as year-month-day, for example 2026-06-02.")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "This date does not exist. Check the day and month.");

const title = z
  .string()
  .min(1, "Enter a title.")
  .max(160, "Keep the title to 160 characters or fewer.");

const summary = z.string().max(400, "Keep the summary to 400 characters or fewer.");

/** "" (none), one of our artwork names, or one of our uploads. Anything else was tampered with. */
const imageRef = z
  .string()
  .refine(
    (value) => value === "" || ownMediaPath(value) !== undefined || /^[a-z0-9-]{1,80}$/.test(value),
    "Upload the picture again.",
  );

const imageAlt = z.string().max(200, "Keep the description to 200 characters or fewer.");

// Optional: every story has a page of ours; many were printed, not posted online.
const webLink = z
  .string()
  .max(500, "This address is too long.")
  .refine((value) => {
    if (value === "") return true;
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, "Enter a full web address starting with https://");

const richText = (emptyMessage: string, max: number) =>
  z
    .string()
    .max(max, "This text is too long. Split it into shorter pieces.")
    .refine((html) => html.replace(/<(?!img)[^>]*>/g, "").trim() !== "", emptyMessage);

const blogSchema = z.object({
  title,
  summary: summary.min(1, "Write a one- or two-sentence summary for the blog page."),
  bodyHtml: richText("Write the article.", 200_000),
  image: imageRef,
  imageAlt,
  publishedOn: isoDate,
});

const newsSchema = z.object({
  title,
  summary,
  image: imageRef,
  imageAlt,
  linkUrl: webLink,
  source: z.string().max(120, "Keep the publication's name to 120 characters or fewer."),
  publishedOn: isoDate,
});

const faqSchema = z.object({
  topic: z
    .string()
    .min(1, "Enter a topic, for example Products or Warranty.")
    .max(80, "Keep the topic to 80 characters or fewer."),
  question: z
    .string()
    .min(1, "Enter the question.")
    .max(300, "Keep the question to 300 characters or fewer."),
  answerHtml: richText("Write the answer.", 20_000),
});

/**
 * The checked form: the schema's messages, with the pictures' own (found
 * while storing them) in place of any the schema gave for the same field.
 */
function result<T>(values: T, schema: z.ZodType, pictureErrors: FieldErrors): FormResult<T> {
  const checked = checkValues(values, schema);
  const errors = { ...(checked.ok ? {} : checked.errors), ...pictureErrors };
  return Object.keys(errors).length === 0 ? { ok: true, values } : { ok: false, values, errors };
}

type Uploader = Pick<StaffContext, "user">;

/** Checks and stores one picture; the stored address, or an error for the field. */
export async function storeContentImage(
  staff: Uploader,
  picture: File,
): Promise<
  { ok: true; url: string; width: number; height: number } | { ok: false; error: string }
> {
  const bytes = new Uint8Array(await picture.arrayBuffer());
  const check = checkImageUpload(bytes);
  if (!check.ok) return check;
  const saved = await saveUpload(staff, {
    bytes,
    contentType: check.image.contentType,
    originalName: picture.name || `picture.${check.image.extension}`,
  });
  return { ok: true, url: saved.url, width: check.image.width, height: check.image.height };
}

/**
 * The main picture of a post or news item: a new upload replaces it, "remove"
 * clears it, otherwise the current one (hidden fields) stays.
 */
async function readPicture(staff: Uploader, form: FormData, errors: FieldErrors) {
  let image = raw(form, "image");
  let imageWidth = size(form, "imageWidth");
  let imageHeight = size(form, "imageHeight");
  if (form.get("removeImage") === "on") {
    image = "";
    imageWidth = imageHeight = null;
  }
  const upload = file(form, "imageFile");
  if (upload) {
    const stored = await storeContentImage(staff, upload);
    if (stored.ok) {
      image = stored.url;
      imageWidth = stored.width;
      imageHeight = stored.height;
    } else errors.imageFile = stored.error;
  }
  const imageAlt = line(form, "imageAlt");
  if (image !== "" && imageAlt === "" && !errors.imageFile)
    errors.imageAlt = "Describe the picture for people who cannot see it.";
  return { image, imageWidth, imageHeight, imageAlt };
}

/**
 * Without JavaScript the editor offers one picture upload under the HTML
 * textarea; it is added at the end of the text. (With JavaScript pictures are
 * uploaded from the toolbar and are already in the HTML.)
 */
async function appendFallbackPicture(
  staff: Uploader,
  form: FormData,
  html: string,
  fields: { file: string; alt: string },
  errors: FieldErrors,
): Promise<string> {
  const upload = file(form, fields.file);
  if (!upload) return html;
  const alt = line(form, fields.alt);
  if (alt === "") {
    errors[fields.alt] = "Describe the picture for people who cannot see it, then choose it again.";
    return html;
  }
  const stored = await storeContentImage(staff, upload);
  if (!stored.ok) {
    errors[fields.file] = stored.error;
    return html;
  }
  const img = `<img src="${stored.url}" alt="${alt.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}" width="${stored.width}" height="${stored.height}">`;
  return `${html}\n<p>${img}</p>`;
}

/** A rich-text field as posted, with its no-JavaScript picture appended, sanitized. */
async function richTextFrom(
  staff: Uploader,
  form: FormData,
  name: string,
  fallbackPicture: { file: string; alt: string },
  errors: FieldErrors,
): Promise<string> {
  return sanitizeRichText(
    await appendFallbackPicture(staff, form, raw(form, name), fallbackPicture, errors),
  );
}

export async function readBlogForm(
  staff: Uploader,
  form: FormData,
): Promise<FormResult<BlogPostValues>> {
  const errors: FieldErrors = {};
  const picture = await readPicture(staff, form, errors);
  const body = await richTextFrom(staff, form, "bodyHtml", BODY_IMAGE_FIELDS, errors);
  const values: BlogPostValues = {
    title: line(form, "title"),
    summary: lines(form, "summary"),
    bodyHtml: body,
    ...picture,
    publishedOn: line(form, "publishedOn"),
    published: form.get("published") === "on",
  };
  return result(values, blogSchema, errors);
}

export async function readNewsForm(
  staff: Uploader,
  form: FormData,
): Promise<FormResult<NewsItemValues>> {
  const errors: FieldErrors = {};
  const picture = await readPicture(staff, form, errors);
  const values: NewsItemValues = {
    title: line(form, "title"),
    summary: lines(form, "summary"),
    ...picture,
    linkUrl: line(form, "linkUrl"),
    source: line(form, "source"),
    publishedOn: line(form, "publishedOn"),
    published: form.get("published") === "on",
  };
  return result(values, newsSchema, errors);
}

export async function readFaqForm(staff: Uploader, form: FormData): Promise<FormResult<FaqValues>> {
  const errors: FieldErrors = {};
  const answer = await richTextFrom(staff, form, "answerHtml", ANSWER_IMAGE_FIELDS, errors);
  const values: FaqValues = {
    topic: line(form, "topic"),
    question: line(form, "question"),
    answerHtml: answer,
    published: form.get("published") === "on",
  };
  return result(values, faqSchema, errors);
}

// ---------- Versions in other languages (ADR 27) ----------

/**
 * A translation may be saved a field at a time, so every field is optional;
 * the English limits still hold, and rich text goes through the same
 * sanitizer. Pictures in a translated article are uploaded as in the English.
 */
const translatedLine = (max: number, what: string) =>
  z.string().max(max, `Keep the ${what} to ${max} characters or fewer.`);
const translatedRichText = (max: number) =>
  z.string().max(max, "This text is too long. Split it into shorter pieces.");

const blogTranslationSchema = z.object({
  title: translatedLine(160, "title"),
  summary,
  bodyHtml: translatedRichText(200_000),
  imageAlt,
});

const newsTranslationSchema = z.object({
  title: translatedLine(160, "headline"),
  summary,
  imageAlt,
});

const faqTranslationSchema = z.object({
  topic: translatedLine(80, "topic"),
  question: translatedLine(300, "question"),
  answerHtml: translatedRichText(20_000),
});

export async function readBlogTranslationForm(
  staff: Uploader,
  form: FormData,
): Promise<FormResult<BlogTranslationValues>> {
  const errors: FieldErrors = {};
  const body = await richTextFrom(staff, form, "bodyHtml", BODY_IMAGE_FIELDS, errors);
  const values: BlogTranslationValues = {
    title: line(form, "title"),
    summary: lines(form, "summary"),
    bodyHtml: body,
    imageAlt: line(form, "imageAlt"),
  };
  return result(values, blogTranslationSchema, errors);
}

export async function readNewsTranslationForm(
  _staff: Uploader,
  form: FormData,
): Promise<FormResult<NewsTranslationValues>> {
  const values: NewsTranslationValues = {
    title: line(form, "title"),
    summary: lines(form, "summary"),
    imageAlt: line(form, "imageAlt"),
  };
  return result(values, newsTranslationSchema, {});
}

export async function readFaqTranslationForm(
  staff: Uploader,
  form: FormData,
): Promise<FormResult<FaqTranslationValues>> {
  const errors: FieldErrors = {};
  const answer = await richTextFrom(staff, form, "answerHtml", ANSWER_IMAGE_FIELDS, errors);
  const values: FaqTranslationValues = {
    topic: line(form, "topic"),
    question: line(form, "question"),
    answerHtml: answer,
  };
  return result(values, faqTranslationSchema, errors);
}

const listActionSchema = z.object({
  intent: z.enum(["move-up", "move-down", "publish", "unpublish"]),
  id: z.coerce.number().int().positive(),
  page: z.coerce.number().int().positive().max(10_000).catch(1),
});

export type ListAction = z.infer<typeof listActionSchema>;

/** A row button's post from a content list, or null when it is not one (→ 400). */
export function readListAction(form: FormData): ListAction | null {
  const parsed = parseForm(form, listActionSchema);
  return parsed.ok ? parsed.data : null;
}

/**
 * Runs a list action and answers where to go next: back to the same page of
 * the list with a notice, scrolled to the row. Undefined when the row is gone.
 */
export async function runListAction(
  staff: StaffContext,
  kind: ContentKind,
  base: string,
  action: ListAction,
): Promise<string | undefined> {
  let notice: string;
  if (action.intent === "publish" || action.intent === "unpublish") {
    const found = await setContentPublished(staff, kind, action.id, action.intent === "publish");
    if (!found) return undefined;
    notice = action.intent === "publish" ? "published" : "unpublished";
  } else {
    const result = await moveContent(
      staff,
      kind,
      action.id,
      action.intent === "move-up" ? "up" : "down",
    );
    if (result === "not-found") return undefined;
    notice =
      result === "at-edge" ? "at-edge" : action.intent === "move-up" ? "moved-up" : "moved-down";
  }
  return `${base}?page=${action.page}&notice=${notice}&id=${action.id}#row-${action.id}`;
}
