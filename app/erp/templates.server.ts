import { z } from "zod";
import { isAllowedUrl } from "~/lib/url-policy";
import { erpAnswers } from "./answer-cache.server";
import { ErpError, erpPostJson, type ErpConfig } from "./client.server";
import type {
  ErpBlogPost as BlogPost,
  ErpDocument as InvestorDocument,
  ErpDocumentFile as DocumentFile,
  ErpFaq as FaqEntry,
  ErpNewsItem as NewsItem,
} from "./records";
import { logFor } from "~/lib/log/logger.server";

const log = logFor("erp");

/**
 * The ERP's getTemplateDataList call (spec section 7, call 5) and the ONE place
 * that knows its wire shape: every record is an ordered list of value cells
 * ({ name, value, productdata }) whose meaning depends on the position.
 * Everything else in the site sees the records of ./records.ts.
 */
export const TEMPLATE_DATA_LIST_PATH = "/api/api/getTemplateDataList";

export const TemplateId = { documents: 1, faq: 2, blog: 3, news: 4 } as const;

/** Cell positions by template (spec section 3, "Template record"). */
const Position = {
  document: { date: 4, subCategory: 6, description: 7 },
  faq: { question: 3, answer: 4 },
  blog: { id: 0, title: 3, html: 4, image: 5 },
  news: { title: 3, image: 4, link: 5 },
} as const;

/** Named cells of a document record that hold file or media links, and what they become. */
const fileCells: ReadonlyArray<[cellName: string, kind: DocumentFile["kind"]]> = [
  ["Pdf", "pdf"],
  ["LargeSizeFileUrl", "largeFile"],
  ["Image", "image"],
  ["Audio", "audio"],
  ["AudioUrl", "audioLink"],
  ["VideoUrl", "video"],
];

// The ERP is loose about types: values arrive as strings, numbers or null.
const cellSchema = z.looseObject({
  name: z.string().nullish(),
  value: z.union([z.string(), z.number(), z.boolean()]).nullish(),
  productdata: z.unknown().optional(),
});
type Cell = z.infer<typeof cellSchema>;

const responseSchema = z.looseObject({ records: z.array(z.unknown()) });

export interface TemplateRequest {
  templateID: number;
  /** The "Catagory" filter (spelt so by the ERP); omitted for the blog. */
  category?: string;
  pgSize: number;
}

/** The request body exactly as the spec describes it. */
export function templateRequestBody({ templateID, category, pgSize }: TemplateRequest) {
  return {
    NumberOfFieldsView: 50,
    // The spec names the date bounds but not their values; empty means "no bound".
    FromDt: "",
    ToDt: "",
    filters: category === undefined ? {} : { Catagory: category },
    isDownload: false,
    index: 1,
    pgSize,
    templateID,
  };
}

/** Posts the call and returns each record's cells; malformed records are skipped. */
export async function fetchTemplateRecords(
  config: ErpConfig,
  request: TemplateRequest,
): Promise<Cell[][]> {
  const json = await erpPostJson(config, TEMPLATE_DATA_LIST_PATH, templateRequestBody(request));
  const parsed = responseSchema.safeParse(json);
  if (!parsed.success)
    throw new ErpError("getTemplateDataList answered without a records list", "malformed");
  const records: Cell[][] = [];
  for (const record of parsed.data.records) {
    const cells = z.array(cellSchema).safeParse(record);
    if (cells.success) records.push(cells.data);
  }
  if (records.length < parsed.data.records.length)
    log.warn(
      {
        call: "getTemplateDataList",
        templateID: request.templateID,
        skipped: parsed.data.records.length - records.length,
      },
      "skipped malformed records",
    );
  return records;
}

function text(cells: Cell[], position: number): string {
  const value = cells[position]?.value;
  return value === null || value === undefined ? "" : String(value).trim();
}

function named(cells: Cell[], name: string): string {
  const cell = cells.find((c) => c.name?.trim().toLowerCase() === name.toLowerCase());
  const value = cell?.value;
  return value === null || value === undefined ? "" : String(value).trim();
}

/**
 * Only web links and site paths may become hrefs (no javascript:, data:, etc.:
 * lib/url-policy). Web addresses are written as the URL parser spells them.
 */
export function safeHref(value: string): string | undefined {
  if (!isAllowedUrl("webOrSitePath", value)) return undefined;
  return value.startsWith("/") ? value : new URL(value).toString();
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * The date cell as yyyy-mm-dd. The ERP has been seen to send ISO dates and the
 * Indian day-first forms (15/01/2024, 15-01-2024, 15-Jan-2024); anything else
 * gives undefined and the record sorts last rather than breaking the page.
 */
export function parseErpDate(value: string): string | undefined {
  const pad = (n: number) => String(n).padStart(2, "0");
  const valid = (y: number, m: number, d: number) => {
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
      ? `${y}-${pad(m)}-${pad(d)}`
      : undefined;
  };
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (m) return valid(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})/.exec(value);
  if (m) return valid(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[\s-]([A-Za-z]{3})[A-Za-z]*[\s-,]+(\d{4})/.exec(value);
  if (m) {
    const month = MONTHS.indexOf(m[2]!.toLowerCase()) + 1;
    return month > 0 ? valid(Number(m[3]), month, Number(m[1])) : undefined;
  }
  return undefined;
}

export function mapDocumentRecord(cells: Cell[], index: number): InvestorDocument | undefined {
  const description = text(cells, Position.document.description);
  const files: DocumentFile[] = [];
  for (const [cellName, kind] of fileCells) {
    const href = safeHref(named(cells, cellName));
    if (href) files.push({ kind, href });
  }
  if (description === "" && files.length === 0) return undefined;
  return {
    key: `erp-${index}`,
    date: parseErpDate(text(cells, Position.document.date)) ?? "",
    subCategory: text(cells, Position.document.subCategory),
    description,
    files,
  };
}

export function mapFaqRecord(cells: Cell[], index: number): FaqEntry | undefined {
  const question = text(cells, Position.faq.question);
  const answer = text(cells, Position.faq.answer);
  if (question === "" || answer === "") return undefined;
  return { id: `erp-${index}`, topic: "", question, answer };
}

export function mapBlogRecord(cells: Cell[]): BlogPost | undefined {
  const id = text(cells, Position.blog.id);
  const title = text(cells, Position.blog.title);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id) || title === "") return undefined;
  const imageUrl = safeHref(text(cells, Position.blog.image));
  return {
    id,
    title,
    summary: "",
    bodyHtml: text(cells, Position.blog.html),
    image: imageUrl ? { url: imageUrl } : undefined,
    imageAlt: "",
    publishedOn: "",
  };
}

export function mapNewsRecord(cells: Cell[], index: number): NewsItem | undefined {
  const title = text(cells, Position.news.title);
  const link = safeHref(text(cells, Position.news.link));
  if (title === "" || !link) return undefined;
  const imageUrl = safeHref(text(cells, Position.news.image));
  return {
    id: `erp-${index}`,
    title,
    summary: "",
    image: imageUrl ? { url: imageUrl } : undefined,
    imageAlt: "",
    linkUrl: link,
    source: "",
    publishedOn: "",
  };
}

function mapAll<T>(records: Cell[][], map: (cells: Cell[], index: number) => T | undefined): T[] {
  const out: T[] = [];
  records.forEach((cells, index) => {
    const value = map(cells, index);
    if (value !== undefined) out.push(value);
  });
  return out;
}

/** Template answers are kept a minute (see answer-cache.server.ts). */
const KEY_PREFIX = "templates:";

function cached<T>(key: string, load: () => Promise<T[]>): Promise<T[]> {
  return erpAnswers().get(KEY_PREFIX + key, load);
}

export function listErpDocuments(config: ErpConfig, category: string): Promise<InvestorDocument[]> {
  return cached(`documents:${category}`, async () =>
    mapAll(
      await fetchTemplateRecords(config, {
        templateID: TemplateId.documents,
        category,
        pgSize: 100,
      }),
      mapDocumentRecord,
    ),
  );
}

export function listErpFaqs(config: ErpConfig): Promise<FaqEntry[]> {
  return cached("faq", async () =>
    mapAll(
      await fetchTemplateRecords(config, {
        templateID: TemplateId.faq,
        // Spec section 7: the FAQ template is requested with this category.
        category: "Stock Exchange Disclosures",
        pgSize: 100,
      }),
      mapFaqRecord,
    ),
  );
}

export function listErpBlogPosts(config: ErpConfig): Promise<BlogPost[]> {
  return cached("blog", async () =>
    mapAll(
      await fetchTemplateRecords(config, { templateID: TemplateId.blog, pgSize: 100 }),
      mapBlogRecord,
    ),
  );
}

export function listErpNews(config: ErpConfig): Promise<NewsItem[]> {
  return cached("news", async () =>
    mapAll(
      await fetchTemplateRecords(config, { templateID: TemplateId.news, pgSize: 500 }),
      mapNewsRecord,
    ),
  );
}

/** For tests: forget cached answers. */
export function clearTemplateCache(): void {
  erpAnswers().clear(KEY_PREFIX);
}
