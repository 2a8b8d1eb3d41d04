/**
 * The public catalogue: what its pages show, read from our database (through
 * the catalogue store, ./store) or, when ERP_BASE_URL and ERP_TOKEN are set,
 * from the company's ERP (spec section 7, calls 3 and 4). Both sources return
 * the same view types; descriptions are sanitized here and pictures resolved
 * to artwork or paths.
 */
import { db as defaultDb, type DB } from "~/db/client.server";
import {
  fetchErpItemsOf,
  fetchErpProduct,
  fetchErpProductsOf,
  fetchErpSubCategories,
  fetchErpSubCategory,
} from "~/erp/catalogue.server";
import { erpAnswers } from "~/erp/answer-cache.server";
import { ErpError, erpConfigFromEnv, type ErpConfig } from "~/erp/client.server";
import images from "~/generated/images.json";
import { sanitizeRichText } from "~/lib/sanitize.server";
import {
  selectPageIds,
  selectProductItems,
  selectProductWithSubCategory,
  selectSubCategoryList,
  selectSubCategoryWithProducts,
} from "./store/store.server";
import type { CatalogueMenuEntry, CataloguePicture } from "./types";
import { logFor } from "~/lib/log/logger.server";

const log = logFor("catalogue");

export interface CatalogueProductCard {
  id: number;
  name: string;
  picture: CataloguePicture;
  descriptionHtml: string;
}

export interface CatalogueSubCategoryView {
  id: number;
  name: string;
  banner: CataloguePicture;
  descriptionHtml: string;
  products: CatalogueProductCard[];
}

export interface CatalogueProductView {
  id: number;
  name: string;
  descriptionHtml: string;
  subCategory?: CatalogueMenuEntry;
  pictures: { picture: CataloguePicture; alt: string }[];
  /** Only set when the record has a non-empty link (the button shows only then). */
  productDetailsUrl?: string;
  technicalDetailsUrl?: string;
}

/** The source could not be read (ERP down, slow or answering nonsense). */
export class CatalogueUnavailableError extends Error {}

export const DEFAULT_BANNER = "catalogue-default";
export const DEFAULT_PICTURE = "catalogue-default-product";

// Ids are positive whole numbers that fit the database's integer column.
const MAX_ID = 2_147_483_647;

/** "12" → 12; anything else ("abc", "1.5", "-3", "012abc", huge) → null (a 404). */
export function parseCatalogueId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/**
 * Turns a stored picture value into something renderable: an artwork name, a
 * site-relative path, or (ERP only) a file on the ERP's host; anything else
 * becomes the fallback artwork. Also used by the staff pages' previews.
 */
export function resolvePicture(
  value: string | null | undefined,
  fallback: string,
  size?: { width: number | null; height: number | null },
): CataloguePicture {
  const v = (value ?? "").trim();
  if (v in images.art) return { kind: "art", name: v };
  // Site-relative files, or files on the ERP's own host: the CSP allows images
  // from our origin and, when the ERP adapter is on, from the ERP's origin.
  if (/^\/(?!\/)[\w./-]+$/.test(v)) {
    return size?.width && size.height
      ? { kind: "path", src: v, width: size.width, height: size.height }
      : { kind: "path", src: v };
  }
  const erpOrigin = erpConfigFromEnv()?.baseUrl;
  if (
    erpOrigin &&
    /^https?:\/\//i.test(v) &&
    URL.canParse(v) &&
    new URL(v).origin === new URL(erpOrigin).origin
  ) {
    return { kind: "path", src: new URL(v).href };
  }
  return { kind: "art", name: fallback };
}

function safeLink(value: string | null | undefined): string | undefined {
  const v = (value ?? "").trim();
  if (!v) return undefined;
  if (/^\/(?!\/)/.test(v) || /^https?:\/\//i.test(v)) return v;
  return undefined;
}

// ---------------------------------------------------------------------------
// Database source

async function dbMenu(database: DB): Promise<CatalogueMenuEntry[]> {
  const rows = await selectSubCategoryList(database);
  return rows.map((r) => ({ subCategoryId: r.id, name: r.name }));
}

async function dbSubCategory(database: DB, id: number): Promise<CatalogueSubCategoryView | null> {
  const found = await selectSubCategoryWithProducts(database, id);
  if (!found) return null;
  const { row, products } = found;
  return {
    id: row.id,
    name: row.name,
    banner: resolvePicture(row.banner, DEFAULT_BANNER, {
      width: row.banner_width,
      height: row.banner_height,
    }),
    descriptionHtml: sanitizeRichText(row.description_html),
    products: products.map((p) => ({
      id: p.id,
      name: p.name,
      picture: resolvePicture(p.picture, DEFAULT_PICTURE, {
        width: p.picture_width,
        height: p.picture_height,
      }),
      descriptionHtml: sanitizeRichText(p.description_html),
    })),
  };
}

async function dbProduct(database: DB, id: number): Promise<CatalogueProductView | null> {
  const row = await selectProductWithSubCategory(database, id);
  if (!row) return null;
  const items = await selectProductItems(database, id);
  return buildProductView(
    { id: row.id, name: row.name, descriptionHtml: row.description_html },
    { subCategoryId: row.subCategoryId, name: row.subCategoryName },
    items.map((i) => ({
      picture: i.picture,
      pictureSize: { width: i.picture_width, height: i.picture_height },
      caption: i.caption,
      productDetailsUrl: i.product_details_url,
      technicalDetailsUrl: i.technical_details_url,
    })),
  );
}

function buildProductView(
  product: { id: number; name: string; descriptionHtml: string },
  subCategory: CatalogueMenuEntry | undefined,
  items: {
    picture: string | null;
    pictureSize?: { width: number | null; height: number | null };
    caption?: string | null;
    productDetailsUrl: string;
    technicalDetailsUrl: string;
  }[],
): CatalogueProductView {
  // The first item that supplies a link provides the button (spec: buttons appear
  // once a record supplies a non-empty ProductDetails / TechnicalDetails link).
  const productDetailsUrl = items.map((i) => safeLink(i.productDetailsUrl)).find(Boolean);
  const technicalDetailsUrl = items.map((i) => safeLink(i.technicalDetailsUrl)).find(Boolean);
  return {
    id: product.id,
    name: product.name,
    descriptionHtml: sanitizeRichText(product.descriptionHtml),
    subCategory,
    pictures: items
      .filter((i) => (i.picture ?? "").trim() !== "")
      .map((i, index) => ({
        picture: resolvePicture(i.picture, DEFAULT_PICTURE, i.pictureSize),
        alt: i.caption?.trim() || `${product.name}, picture ${index + 1}`,
      })),
    productDetailsUrl,
    technicalDetailsUrl,
  };
}

// ---------------------------------------------------------------------------
// ERP source (cached briefly so a busy page does not call the ERP on every view)

const KEY_PREFIX = "catalogue:";

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  return erpAnswers().get(KEY_PREFIX + key, load);
}

/** Forgets cached ERP answers (tests; an operator after an ERP fix). */
export function clearCatalogueCache(): void {
  erpAnswers().clear(KEY_PREFIX);
}

async function fromErp<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ErpError) {
      log.error(
        { err: error, kind: error.kind, part: what },
        "ERP error while reading the catalogue",
      );
      throw new CatalogueUnavailableError(`The catalogue could not be read (${error.kind})`);
    }
    throw error;
  }
}

function erpMenu(config: ErpConfig): Promise<CatalogueMenuEntry[]> {
  return cached(`menu|${config.baseUrl}`, () =>
    fromErp("the menu", async () =>
      (await fetchErpSubCategories(config)).map((s) => ({
        subCategoryId: s.subCategoryId,
        name: s.name,
      })),
    ),
  );
}

function erpSubCategory(config: ErpConfig, id: number): Promise<CatalogueSubCategoryView | null> {
  return cached(
    `sub-category|${config.baseUrl}|${id}`,
    (): Promise<CatalogueSubCategoryView | null> =>
      fromErp(`sub-category ${id}`, async () => {
        const record = await fetchErpSubCategory(config, id);
        if (!record) return null;
        const products = await fetchErpProductsOf(config, id);
        return {
          id,
          name: record.name,
          banner: resolvePicture(record.banner, DEFAULT_BANNER),
          descriptionHtml: sanitizeRichText(record.descriptionHtml),
          products: products.map((p) => ({
            id: p.productId,
            name: p.name,
            picture: resolvePicture(p.picture, DEFAULT_PICTURE),
            descriptionHtml: sanitizeRichText(p.descriptionHtml),
          })),
        };
      }),
  );
}

function erpProduct(config: ErpConfig, id: number): Promise<CatalogueProductView | null> {
  return cached(`product|${config.baseUrl}|${id}`, (): Promise<CatalogueProductView | null> =>
    fromErp(`product ${id}`, async () => {
      const record = await fetchErpProduct(config, id);
      if (!record) return null;
      const items = await fetchErpItemsOf(config, id);
      const menu = record.subCategoryId
        ? await erpMenu(config).catch(() => [] as CatalogueMenuEntry[])
        : [];
      return buildProductView(
        { id, name: record.name, descriptionHtml: record.descriptionHtml },
        menu.find((m) => m.subCategoryId === record.subCategoryId),
        items,
      );
    }),
  );
}

// ---------------------------------------------------------------------------
// Public API

/** A database outage gets the same clear "unavailable" page as an ERP outage. */
function fromDatabase<T>(what: string, load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    log.error({ err: error, part: what }, "database error while reading the catalogue");
    throw new CatalogueUnavailableError("The catalogue could not be read (database)");
  });
}

export interface CatalogueSourceOptions {
  /** Defaults to the ERP settings from the environment (undefined: use the database). */
  erp?: ErpConfig | null;
  database?: () => DB;
}

// A page makes two calls in a row; a visitor should see the "try again" page
// within seconds, not wait out the client's general timeout twice.
const CATALOGUE_TIMEOUT_MS = 4_000;

function pick(options: CatalogueSourceOptions) {
  const configured = options.erp === undefined ? erpConfigFromEnv() : (options.erp ?? undefined);
  const erp = configured && {
    ...configured,
    timeoutMs: configured.timeoutMs ?? CATALOGUE_TIMEOUT_MS,
  };
  return { erp, database: options.database ?? defaultDb };
}

/** Header Catalogue menu: sub-categories by sequence, each linking to /Product/{id}. */
export async function listCatalogueMenu(
  options: CatalogueSourceOptions = {},
): Promise<CatalogueMenuEntry[]> {
  const { erp, database } = pick(options);
  return erp ? erpMenu(erp) : fromDatabase("the menu", () => dbMenu(database()));
}

/** /Product/{id}: null when there is no such sub-category. */
export async function getCatalogueSubCategory(
  id: number,
  options: CatalogueSourceOptions = {},
): Promise<CatalogueSubCategoryView | null> {
  const { erp, database } = pick(options);
  return erp
    ? erpSubCategory(erp, id)
    : fromDatabase(`sub-category ${id}`, () => dbSubCategory(database(), id));
}

/** /Product/Details/{id}: null when there is no such product. */
export async function getCatalogueProduct(
  id: number,
  options: CatalogueSourceOptions = {},
): Promise<CatalogueProductView | null> {
  const { erp, database } = pick(options);
  return erp ? erpProduct(erp, id) : fromDatabase(`product ${id}`, () => dbProduct(database(), id));
}

/** Catalogue pages for the sitemap; empty when the source cannot be read. */
export async function listCatalogueSitemapPaths(
  options: CatalogueSourceOptions = {},
): Promise<string[]> {
  try {
    const { erp, database } = pick(options);
    if (erp) {
      const menu = await erpMenu(erp);
      const pages = await Promise.all(menu.map((m) => erpSubCategory(erp, m.subCategoryId)));
      return [
        ...menu.map((m) => `/Product/${m.subCategoryId}`),
        ...pages.flatMap((p) => p?.products.map((c) => `/Product/Details/${c.id}`) ?? []),
      ];
    }
    const ids = await selectPageIds(database());
    return [
      ...ids.subCategories.map((id) => `/Product/${id}`),
      ...ids.products.map((id) => `/Product/Details/${id}`),
    ];
  } catch (error) {
    log.error({ err: error }, "sitemap entries unavailable");
    return [];
  }
}

export type { CatalogueMenuEntry, CataloguePicture } from "./types";
