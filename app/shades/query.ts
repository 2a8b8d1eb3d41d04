import { z } from "zod";
import { productSlugs } from "~/content/route-paths";
import { shadeFamilyIds } from "./families";
import { suitabilities } from "./suitability";
import { lrvBands } from "./lrv-bands";

/**
 * The explorer's search and filters, as they arrive in a URL. Small and pure:
 * the server validates with it and the browser can build the same URLs.
 */
export const DEFAULT_PAGE_SIZE = 48;
export const MAX_PAGE_SIZE = 120;
export const MAX_QUERY_LENGTH = 60;

/** Visitor-facing messages, in one place for the coming Hindi catalogue. */
export const shadeQueryMessages = {
  q: `Search with at most ${MAX_QUERY_LENGTH} characters.`,
  family: "Choose a colour family from the list.",
  band: "Choose light, mid or deep.",
  use: "Choose interior or exterior.",
  product: "Choose a product from the list.",
  page: "That page does not exist.",
  pageSize: `Show between 1 and ${MAX_PAGE_SIZE} shades a page.`,
} as const;

const m = shadeQueryMessages;
// An empty field in a GET form means "any"; treat it as absent.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

export const shadeQuerySchema = z.object({
  q: z.string().trim().max(MAX_QUERY_LENGTH, m.q).default(""),
  family: optional(z.enum(shadeFamilyIds, m.family)),
  band: optional(z.enum(lrvBands, m.band)),
  use: optional(z.enum(suitabilities, m.use)),
  product: optional(z.enum(productSlugs, m.product)),
  page: optional(z.coerce.number(m.page).int(m.page).min(1, m.page).max(1000, m.page)).transform(
    (v) => v ?? 1,
  ),
  pageSize: optional(
    z.coerce.number(m.pageSize).int(m.pageSize).min(1, m.pageSize).max(MAX_PAGE_SIZE, m.pageSize),
  ).transform((v) => v ?? DEFAULT_PAGE_SIZE),
});

export type ShadeQuery = z.output<typeof shadeQuerySchema>;
export type ShadeQueryInput = z.input<typeof shadeQuerySchema>;

export interface ShadePage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}
