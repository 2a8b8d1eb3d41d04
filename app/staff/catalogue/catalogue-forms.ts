import { z } from "zod";
import { isAllowedUrl } from "~/lib/url-policy";

/**
 * The catalogue's staff forms: one zod schema per form, shared by the server
 * (the real check) and the components (field limits). Pictures are checked
 * separately, by their bytes, on the server.
 */

export const NAME_MAX = 120;
export const CAPTION_MAX = 200;
export const DESCRIPTION_MAX = 20_000;
export const LINK_MAX = 500;

/**
 * A download link staff may enter: an https address, or a path on this site
 * ("/downloads/…", "/media/…"). Plain http, protocol-relative "//host" and
 * javascript:/data: links are refused.
 */
export function isAllowedCatalogueLink(value: string): boolean {
  return value === "" || isAllowedUrl("httpsOrSitePath", value);
}

const linkField = z
  .string()
  .trim()
  .max(LINK_MAX, `Keep the link under ${LINK_MAX} characters.`)
  .refine(isAllowedCatalogueLink, {
    message: "Enter an address starting with https:// or a path on this site starting with /.",
  });

const description = z
  .string()
  .max(
    DESCRIPTION_MAX,
    `Keep the description under ${DESCRIPTION_MAX.toLocaleString("en-IN")} characters.`,
  )
  // Browsers send CRLF line breaks; store plain LF.
  .transform((v) => v.replace(/\r\n?/g, "\n").trim());

export const subCategoryFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Enter the sub-category's name, e.g. Interior Emulsions.")
    .max(80, "Keep the name under 80 characters; it appears in the header menu."),
  descriptionHtml: description,
});

export const productFormSchema = z.object({
  subCategoryId: z.coerce
    .number({ message: "Choose the sub-category this product belongs to." })
    .int()
    .positive("Choose the sub-category this product belongs to."),
  name: z
    .string()
    .trim()
    .min(1, "Enter the product's name, e.g. Kamolite Satin Enamel.")
    .max(NAME_MAX, `Keep the name under ${NAME_MAX} characters.`),
  descriptionHtml: description,
});

export const itemFormSchema = z.object({
  caption: z.string().trim().max(CAPTION_MAX, `Keep the caption under ${CAPTION_MAX} characters.`),
  productDetailsUrl: linkField,
  technicalDetailsUrl: linkField,
});

export const CAPTION_REQUIRED =
  "Describe what the picture shows (read aloud to visitors who cannot see it).";
