import { z } from "zod";
import { ErpError, erpPostJson, type ErpConfig } from "./client.server";
import { logFor } from "~/lib/log/logger.server";

const log = logFor("erp");

/**
 * The catalogue as the company's ERP serves it (spec section 7, calls 3 and 4):
 * POST /api/Dynamic/GetRecords with the table ("tabErpID") and a filter string.
 * This file is the only place that knows the wire shape; it returns plain
 * records with our own field names, sorted by SeqNo as the spec requires.
 */
export const GET_RECORDS_PATH = "/api/Dynamic/GetRecords";

export const catalogueTabs = {
  /** Sub-categories: banner, title, description (the header menu and /Product/{id}). */
  subCategories: 1481,
  /** Sub-sub-categories: the products of a sub-category. */
  products: 1482,
  /** Items: a product's pictures and download links. */
  items: 1478,
} as const;

export interface GetRecordsBody {
  pgSize: number;
  index: number;
  toEmailID: string;
  tabErpID: number;
  useAtlusSearch: boolean;
  filters: string;
  viewFormat: "columnname";
}

/**
 * The request body, exactly as the spec lists it: catalogue pgSize 1000, index
 * 1, search enabled, viewFormat "columnname", and `filters` as a string holding
 * the id (an empty string asks for every record of the table).
 */
export function getRecordsBody(tabErpID: number, filter: number | ""): GetRecordsBody {
  return {
    pgSize: 1000,
    index: 1,
    toEmailID: "",
    tabErpID,
    useAtlusSearch: true,
    filters: filter === "" ? "" : String(filter),
    viewFormat: "columnname",
  };
}

// ERP columns arrive as numbers or numeric strings, and empty cells as null.
const erpId = z.coerce.number().int().positive();
const erpSeq = z.preprocess(
  (v) => (v === null || v === undefined || v === "" ? 0 : v),
  z.coerce.number().finite(),
);
const erpText = z.preprocess((v) => (v === null || v === undefined ? "" : v), z.coerce.string());

const subCategoryRecord = z
  .object({
    SubCategoryID: erpId,
    SubCategory: z.string().trim().min(1),
    Banner: erpText.optional(),
    Description: erpText.optional(),
    SeqNo: erpSeq.optional(),
    // The spec marks the sub-category sequence column "SeqNo*"; accept both spellings.
    "SeqNo*": erpSeq.optional(),
  })
  .transform((r) => ({
    subCategoryId: r.SubCategoryID,
    name: r.SubCategory,
    banner: r.Banner ?? "",
    descriptionHtml: r.Description ?? "",
    seqNo: r.SeqNo ?? r["SeqNo*"] ?? 0,
  }));

const productRecord = z
  .object({
    SubSubCategoryID: erpId,
    SubSubCategory: z.string().trim().min(1),
    SubCategoryID: erpId.optional().catch(undefined),
    Pic: erpText.optional(),
    Description: erpText.optional(),
    SeqNo: erpSeq.optional(),
  })
  .transform((r) => ({
    productId: r.SubSubCategoryID,
    subCategoryId: r.SubCategoryID,
    name: r.SubSubCategory,
    picture: r.Pic ?? "",
    descriptionHtml: r.Description ?? "",
    seqNo: r.SeqNo ?? 0,
  }));

const itemRecord = z
  .object({
    SubSubCategoryID: erpId.optional().catch(undefined),
    ItemPic: erpText.optional(),
    SeqNo: erpSeq.optional(),
    ProductDetails: erpText.optional(),
    TechnicalDetails: erpText.optional(),
  })
  .transform((r) => ({
    productId: r.SubSubCategoryID,
    picture: r.ItemPic ?? "",
    seqNo: r.SeqNo ?? 0,
    productDetailsUrl: (r.ProductDetails ?? "").trim(),
    technicalDetailsUrl: (r.TechnicalDetails ?? "").trim(),
  }));

export type ErpSubCategory = z.output<typeof subCategoryRecord>;
export type ErpProduct = z.output<typeof productRecord>;
export type ErpItem = z.output<typeof itemRecord>;

const envelope = z.object({ records: z.array(z.unknown()) });

async function getRecords<T extends { seqNo: number }>(
  config: ErpConfig,
  tabErpID: number,
  filter: number | "",
  schema: z.ZodType<T>,
): Promise<T[]> {
  const json = await erpPostJson(config, GET_RECORDS_PATH, getRecordsBody(tabErpID, filter));
  // The spec reads the list as response.records; accept it at the top level or
  // under a "response" wrapper, and nothing else.
  const candidate =
    json && typeof json === "object" && "response" in json
      ? (json as { response: unknown }).response
      : json;
  const parsed = envelope.safeParse(candidate);
  if (!parsed.success) {
    throw new ErpError(`GetRecords ${tabErpID} answered without a records list`, "malformed");
  }
  const records: T[] = [];
  let rejected = 0;
  for (const raw of parsed.data.records) {
    const record = schema.safeParse(raw);
    if (record.success) records.push(record.data);
    else rejected++;
  }
  // A list in which nothing is readable is a broken answer, not an empty catalogue.
  if (parsed.data.records.length > 0 && records.length === 0) {
    throw new ErpError(`GetRecords ${tabErpID} answered with unreadable records`, "malformed");
  }
  if (rejected > 0) {
    log.warn({ call: "GetRecords", tabErpID, skipped: rejected }, "skipped unreadable records");
  }
  return records.sort((a, b) => a.seqNo - b.seqNo);
}

/** Call 3: every sub-category, for the header menu. */
export function fetchErpSubCategories(config: ErpConfig): Promise<ErpSubCategory[]> {
  return getRecords(config, catalogueTabs.subCategories, "", subCategoryRecord);
}

/** Call 4, first half of /Product/{id}: the sub-category's banner, title and description. */
export async function fetchErpSubCategory(
  config: ErpConfig,
  subCategoryId: number,
): Promise<ErpSubCategory | undefined> {
  const records = await getRecords(
    config,
    catalogueTabs.subCategories,
    subCategoryId,
    subCategoryRecord,
  );
  return records.find((r) => r.subCategoryId === subCategoryId);
}

/** Call 4, second half of /Product/{id}: the sub-category's products. */
export async function fetchErpProductsOf(
  config: ErpConfig,
  subCategoryId: number,
): Promise<ErpProduct[]> {
  const records = await getRecords(config, catalogueTabs.products, subCategoryId, productRecord);
  // When the ERP names the parent, trust that over the filter.
  return records.filter((r) => r.subCategoryId === undefined || r.subCategoryId === subCategoryId);
}

/** Call 4, first half of /Product/Details/{id}: the product itself. */
export async function fetchErpProduct(
  config: ErpConfig,
  productId: number,
): Promise<ErpProduct | undefined> {
  const records = await getRecords(config, catalogueTabs.products, productId, productRecord);
  return records.find((r) => r.productId === productId);
}

/** Call 4, second half of /Product/Details/{id}: pictures and download links. */
export async function fetchErpItemsOf(config: ErpConfig, productId: number): Promise<ErpItem[]> {
  const records = await getRecords(config, catalogueTabs.items, productId, itemRecord);
  return records.filter((r) => r.productId === undefined || r.productId === productId);
}
