import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalogue } from "~/catalogue/seed.server";
import { createTestDatabase, type TestDatabase } from "../../tests/db-utils";
import {
  getCatalogueProduct,
  getCatalogueSubCategory,
  listCatalogueMenu,
  listCatalogueSitemapPaths,
  parseCatalogueId,
} from "./catalogue.server";

let test: TestDatabase;
const source = () => ({ erp: null, database: () => test.handle.db });

beforeAll(async () => {
  test = await createTestDatabase();
  await seedCatalogue(test.handle.db);
  const { id } = await test.handle.db
    .insertInto("catalogue_sub_categories")
    .values({
      name: "Test Hostile",
      banner: "https://evil.example/banner.png",
      description_html: '<p onclick="x()">Safe</p><script>alert(1)</script>',
      seq_no: 99,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await test.handle.db
    .insertInto("catalogue_products")
    .values({
      sub_category_id: id,
      name: "Hostile product",
      picture: "javascript:alert(1)",
      description_html: "<img src=x onerror=alert(1)><b>ok</b>",
      seq_no: 1,
    })
    .execute();
});
afterAll(() => test.cleanup());

describe("catalogue from the database", () => {
  it("lists the menu by sequence", async () => {
    const menu = await listCatalogueMenu(source());
    expect(menu.map((m) => m.name)).toEqual([
      "Interior Emulsions",
      "Exterior Emulsions",
      "Enamels",
      "Distempers",
      "Primers & Putty",
      "Wood Finishes",
      "Waterproofing",
      "Test Hostile",
    ]);
  });

  it("shows a sub-category with its products by sequence and a default banner when none", async () => {
    const menu = await listCatalogueMenu(source());
    const enamels = await getCatalogueSubCategory(
      menu.find((m) => m.name === "Enamels")!.subCategoryId,
      source(),
    );
    expect(enamels?.products.map((p) => p.name)).toEqual([
      "Kamolite Super Gloss Enamel",
      "Kamolite Satin Enamel",
      "Babli Synthetic Enamel",
    ]);
    expect(enamels?.banner).toEqual({ kind: "art", name: "range-premium-enamel-range" });
    const primers = await getCatalogueSubCategory(
      menu.find((m) => m.name === "Primers & Putty")!.subCategoryId,
      source(),
    );
    expect(primers?.banner).toEqual({ kind: "art", name: "catalogue-default" });
  });

  it("sanitizes HTML and refuses foreign or script pictures", async () => {
    const menu = await listCatalogueMenu(source());
    const hostile = await getCatalogueSubCategory(menu.at(-1)!.subCategoryId, source());
    expect(hostile?.descriptionHtml).toBe("<p>Safe</p>");
    expect(hostile?.banner).toEqual({ kind: "art", name: "catalogue-default" });
    expect(hostile?.products[0]?.descriptionHtml).toBe("<b>ok</b>");
    expect(hostile?.products[0]?.picture).toEqual({
      kind: "art",
      name: "catalogue-default-product",
    });
  });

  it("shows a product's pictures by sequence and links only when present", async () => {
    const menu = await listCatalogueMenu(source());
    const interior = await getCatalogueSubCategory(menu[0]!.subCategoryId, source());
    const velvety = await getCatalogueProduct(
      interior!.products.find((p) => p.name === "Velvety")!.id,
      source(),
    );
    expect(velvety?.pictures.map((p) => p.alt)).toEqual([
      "Velvety interior emulsion",
      "Bedroom painted in Velvety",
    ]);
    expect(velvety?.productDetailsUrl).toBe("/downloads/products/velvety/brochure.pdf");
    expect(velvety?.technicalDetailsUrl).toBe(
      "/downloads/products/velvety/technical-data-sheet.pdf",
    );
    expect(velvety?.subCategory?.name).toBe("Interior Emulsions");

    const kamorich = await getCatalogueProduct(
      interior!.products.find((p) => p.name === "Kamorich")!.id,
      source(),
    );
    expect(kamorich?.productDetailsUrl).toBeDefined();
    expect(kamorich?.technicalDetailsUrl).toBeUndefined();

    const shine = await getCatalogueProduct(
      interior!.products.find((p) => p.name === "Kamoshine Advance")!.id,
      source(),
    );
    expect(shine?.productDetailsUrl).toBeUndefined();
    expect(shine?.technicalDetailsUrl).toBeUndefined();
  });

  it("answers null for ids that do not exist", async () => {
    expect(await getCatalogueSubCategory(99999, source())).toBeNull();
    expect(await getCatalogueProduct(99999, source())).toBeNull();
  });

  it("lists every catalogue page for the sitemap", async () => {
    const paths = await listCatalogueSitemapPaths(source());
    expect(paths.filter((p) => /^\/Product\/\d+$/.test(p))).toHaveLength(8);
    expect(paths.filter((p) => /^\/Product\/Details\/\d+$/.test(p)).length).toBeGreaterThan(15);
  });
});

describe("parseCatalogueId", () => {
  it.each([
    ["12", 12],
    ["1", 1],
    ["abc", null],
    ["1.5", null],
    ["-3", null],
    ["0", null],
    ["012", null],
    ["12abc", null],
    ["99999999999", null],
    [undefined, null],
  ])("%s → %s", (raw, expected) => {
    expect(parseCatalogueId(raw)).toBe(expected);
  });
});
