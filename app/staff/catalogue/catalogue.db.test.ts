import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StaffContext } from "~/staff/auth/auth.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/db-utils";
import {
  getCatalogueProduct,
  getCatalogueSubCategory,
  listCatalogueMenu,
} from "~/catalogue/catalogue.server";
import { CatalogueRecordNotFoundError } from "~/catalogue/store/rows";
import { readContentVersion } from "~/db/content-version.server";
import { CatalogueInputError } from "./catalogue-types";
import { createItem, updateItem } from "./item-changes.server";
import { createProduct, updateProduct } from "./product-changes.server";
import { createSubCategory, updateSubCategory } from "./sub-category-changes.server";
import { deleteItem, deleteProduct, deleteSubCategory } from "./catalogue-deletes.server";
import {
  getProductForStaff,
  getSubCategoryForStaff,
  listSubCategoriesForStaff,
} from "./catalogue-queries.server";
import { moveItem, moveProduct, moveSubCategory } from "./catalogue-moves.server";

let test: TestDatabase;
const database = () => test.handle.db;
const publicSource = () => ({ erp: null, database: () => test.handle.db });

const marketing: StaffContext = {
  user: { id: 7, email: "meera.iyer@kamopaints.example", name: "Meera Iyer", roles: ["marketing"] },
  csrfToken: "test",
  clientIp: "203.0.113.9",
  userAgent: "vitest",
  sessionId: "test-session",
  signInNotice: null,
};

const keep = { kind: "keep" } as const;
const noPicture = { kind: "remove" } as const;

async function newSubCategory(name: string) {
  return createSubCategory(marketing, { name, descriptionHtml: "", banner: noPicture }, database());
}
async function newProduct(subCategoryId: number, name: string) {
  return createProduct(
    marketing,
    { subCategoryId, name, descriptionHtml: "", picture: noPicture },
    database(),
  );
}
async function newItem(productId: number, caption: string) {
  return createItem(
    marketing,
    productId,
    {
      caption,
      productDetailsUrl: "",
      technicalDetailsUrl: "",
      picture: {
        kind: "set",
        path: `/media/1/${caption.toLowerCase()}.png`,
        width: 800,
        height: 600,
      },
    },
    database(),
  );
}

const subCategoryNames = async () =>
  (await listSubCategoriesForStaff(database())).map((s) => s.name);
const productNames = async (subId: number) =>
  (await getSubCategoryForStaff(subId, database()))!.products.map((p) => p.name);
const seqNos = async (table: "catalogue_sub_categories" | "catalogue_products") =>
  (await database().selectFrom(table).select("seq_no").orderBy("seq_no").execute()).map(
    (r) => r.seq_no,
  );
const auditEntries = () => database().selectFrom("audit_log").selectAll().orderBy("id").execute();

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.cleanup());
beforeEach(async () => {
  await database().deleteFrom("catalogue_items").execute();
  await database().deleteFrom("catalogue_products").execute();
  await database().deleteFrom("catalogue_sub_categories").execute();
  await database().deleteFrom("audit_log").execute();
});

describe("staff catalogue: order", () => {
  it("appends new rows at the end and moves them up and down, visibly on the public menu", async () => {
    const interior = await newSubCategory("Interior Emulsions");
    await newSubCategory("Exterior Emulsions");
    const enamels = await newSubCategory("Enamels");
    expect(await subCategoryNames()).toEqual([
      "Interior Emulsions",
      "Exterior Emulsions",
      "Enamels",
    ]);

    expect(await moveSubCategory(marketing, enamels, "up", database())).toBe(true);
    expect(await subCategoryNames()).toEqual([
      "Interior Emulsions",
      "Enamels",
      "Exterior Emulsions",
    ]);
    expect((await listCatalogueMenu(publicSource())).map((m) => m.name)).toEqual([
      "Interior Emulsions",
      "Enamels",
      "Exterior Emulsions",
    ]);

    // Already first / last: nothing changes and nothing is logged.
    const logged = (await auditEntries()).length;
    expect(await moveSubCategory(marketing, interior, "up", database())).toBe(false);
    expect(await subCategoryNames()).toEqual([
      "Interior Emulsions",
      "Enamels",
      "Exterior Emulsions",
    ]);
    expect(await auditEntries()).toHaveLength(logged);

    expect(await moveSubCategory(marketing, interior, "down", database())).toBe(true);
    expect(await subCategoryNames()).toEqual([
      "Enamels",
      "Interior Emulsions",
      "Exterior Emulsions",
    ]);
    expect(await seqNos("catalogue_sub_categories")).toEqual([1, 2, 3]);
  });

  it("repairs tied or gapped sequence numbers (as the ERP import leaves them) on the first move", async () => {
    const rows = await database()
      .insertInto("catalogue_sub_categories")
      .values([
        { name: "Primers", description_html: "", seq_no: 5 },
        { name: "Putty", description_html: "", seq_no: 5 },
        { name: "Wood Finishes", description_html: "", seq_no: 40 },
      ])
      .returning("id")
      .execute();
    // Ties are shown by id: Primers, Putty, Wood Finishes.
    expect(await subCategoryNames()).toEqual(["Primers", "Putty", "Wood Finishes"]);
    await moveSubCategory(marketing, rows[1]!.id, "up", database());
    expect(await subCategoryNames()).toEqual(["Putty", "Primers", "Wood Finishes"]);
    expect(await seqNos("catalogue_sub_categories")).toEqual([1, 2, 3]);
  });

  it("keeps a clean order when many moves arrive at once", async () => {
    const sub = await newSubCategory("Waterproofing");
    const ids: number[] = [];
    for (const name of [
      "Damp Guard",
      "Roof Coat",
      "Crack Filler",
      "Tile Sealer",
      "Basement Shield",
    ])
      ids.push(await newProduct(sub, name));

    await Promise.all(
      [0, 1, 2, 3, 4, 0, 2, 4, 1, 3].map((i, n) =>
        moveProduct(marketing, ids[i]!, n % 2 ? "up" : "down", database()),
      ),
    );

    const seq = await database()
      .selectFrom("catalogue_products")
      .select("seq_no")
      .where("sub_category_id", "=", sub)
      .orderBy("seq_no")
      .execute();
    expect(seq.map((r) => r.seq_no)).toEqual([1, 2, 3, 4, 5]);
    expect([...(await productNames(sub))].sort()).toEqual([
      "Basement Shield",
      "Crack Filler",
      "Damp Guard",
      "Roof Coat",
      "Tile Sealer",
    ]);
  });

  it("orders items within their product only, and the public detail page follows", async () => {
    const sub = await newSubCategory("Enamels");
    const gloss = await newProduct(sub, "Kamolite Super Gloss Enamel");
    const satin = await newProduct(sub, "Kamolite Satin Enamel");
    const tin = await newItem(gloss, "Tin");
    const swatch = await newItem(gloss, "Swatch");
    await newItem(satin, "Satin tin");

    await moveItem(marketing, swatch, "up", database());
    const staffView = await getProductForStaff(gloss, database());
    expect(staffView!.items.map((i) => [i.caption, i.position])).toEqual([
      ["Swatch", 1],
      ["Tin", 2],
    ]);
    const publicView = await getCatalogueProduct(gloss, publicSource());
    expect(publicView!.pictures.map((p) => p.alt)).toEqual(["Swatch", "Tin"]);
    expect(publicView!.pictures[0]!.picture).toEqual({
      kind: "path",
      src: "/media/1/swatch.png",
      width: 800,
      height: 600,
    });
    expect((await getProductForStaff(satin, database()))!.items.map((i) => i.caption)).toEqual([
      "Satin tin",
    ]);
    expect(await moveItem(marketing, tin, "down", database())).toBe(false);
  });

  it("puts a product moved to another sub-category at the end of that list", async () => {
    const interior = await newSubCategory("Interior Emulsions");
    const exterior = await newSubCategory("Exterior Emulsions");
    const silk = await newProduct(interior, "Kamosilky Luxury Emulsion");
    await newProduct(exterior, "Weatherguard Max");
    await updateProduct(
      marketing,
      silk,
      { subCategoryId: exterior, name: "Kamosilky Exterior", descriptionHtml: "", picture: keep },
      database(),
    );
    expect(await productNames(exterior)).toEqual(["Weatherguard Max", "Kamosilky Exterior"]);
    expect(await productNames(interior)).toEqual([]);
  });
});

describe("staff catalogue: delete rules", () => {
  it("refuses to delete a sub-category that has products unless they go too", async () => {
    const sub = await newSubCategory("Distempers");
    const product = await newProduct(sub, "Kamo Acrylic Distemper");
    await newItem(product, "Bucket");
    await newItem(product, "Wall");

    expect(await deleteSubCategory(marketing, sub, { withProducts: false }, database())).toEqual({
      deleted: false,
      reason: "has-children",
      childCount: 1,
    });
    expect(await subCategoryNames()).toEqual(["Distempers"]);

    expect(await deleteSubCategory(marketing, sub, { withProducts: true }, database())).toEqual({
      deleted: true,
      name: "Distempers",
    });
    expect(await subCategoryNames()).toEqual([]);
    expect(await database().selectFrom("catalogue_products").selectAll().execute()).toEqual([]);
    expect(await database().selectFrom("catalogue_items").selectAll().execute()).toEqual([]);

    const entry = (await auditEntries()).at(-1)!;
    expect(entry.action).toBe("catalogue-sub-category.delete");
    expect(entry.summary).toContain("with its 1 product(s) and 2 item(s)");
    const before = JSON.parse(entry.before_json!);
    expect(before.products[0].name).toBe("Kamo Acrylic Distemper");
    expect(before.products[0].items.map((i: { caption: string }) => i.caption)).toEqual([
      "Bucket",
      "Wall",
    ]);
    expect(entry.after_json).toBeNull();
  });

  it("deletes an empty sub-category, a product with its items, and a single item", async () => {
    const empty = await newSubCategory("Coming soon");
    expect(
      await deleteSubCategory(marketing, empty, { withProducts: false }, database()),
    ).toMatchObject({
      deleted: true,
    });

    const sub = await newSubCategory("Wood Finishes");
    const product = await newProduct(sub, "Kamo Melamine Lacquer");
    const first = await newItem(product, "Can");
    await newItem(product, "Table top");
    await deleteItem(marketing, first, database());
    expect((await getProductForStaff(product, database()))!.items.map((i) => i.caption)).toEqual([
      "Table top",
    ]);
    expect(await deleteProduct(marketing, product, database())).toEqual({
      name: "Kamo Melamine Lacquer",
      subCategoryId: sub,
    });
    expect(await database().selectFrom("catalogue_items").selectAll().execute()).toEqual([]);
    expect(await getCatalogueProduct(product, publicSource())).toBeNull();
  });

  it("answers not-found for rows that are gone, and logs nothing for them", async () => {
    await expect(deleteProduct(marketing, 999_999, database())).rejects.toBeInstanceOf(
      CatalogueRecordNotFoundError,
    );
    await expect(moveSubCategory(marketing, 999_999, "up", database())).rejects.toBeInstanceOf(
      CatalogueRecordNotFoundError,
    );
    await expect(
      updateSubCategory(
        marketing,
        999_999,
        { name: "X", descriptionHtml: "", banner: keep },
        database(),
      ),
    ).rejects.toBeInstanceOf(CatalogueRecordNotFoundError);
    await expect(moveProduct(marketing, 999_999, "down", database())).rejects.toBeInstanceOf(
      CatalogueRecordNotFoundError,
    );
    const item = {
      caption: "Shade card",
      productDetailsUrl: "",
      technicalDetailsUrl: "",
      picture: keep,
    };
    await expect(createItem(marketing, 999_999, item, database())).rejects.toBeInstanceOf(
      CatalogueRecordNotFoundError,
    );
    await expect(updateItem(marketing, 999_999, item, database())).rejects.toBeInstanceOf(
      CatalogueRecordNotFoundError,
    );
    await expect(deleteItem(marketing, 999_999, database())).rejects.toBeInstanceOf(
      CatalogueRecordNotFoundError,
    );
    await expect(moveItem(marketing, 999_999, "up", database())).rejects.toBeInstanceOf(
      CatalogueRecordNotFoundError,
    );
    expect(await auditEntries()).toEqual([]);
  });
});

/**
 * Staff's changes open changeContent themselves (ADR 57), so they say when a
 * run changed nothing: the page caches are emptied after every committed
 * change, and kept after a move that moved nothing, a refused delete, a "not
 * found" and a refused input (which rolls back).
 */
describe("staff catalogue: the page caches", () => {
  const version = () => readContentVersion(database());
  /** Runs `work` and says whether it emptied the page caches. */
  const emptiesCaches = async (work: () => Promise<unknown>) => {
    const before = await version();
    await work().catch(() => undefined);
    return (await version()) !== before;
  };

  it("are emptied after each change, and only then", async () => {
    const sub = await newSubCategory("Enamels");
    const product = await newProduct(sub, "Kamolite Super Gloss Enamel");
    await newProduct(sub, "Kamolite Satin Enamel");
    const item = await newItem(product, "Tin");
    await newItem(product, "Door");
    const nothingMoves = [
      () => moveSubCategory(marketing, sub, "up", database()),
      () => moveProduct(marketing, product, "up", database()),
      () => moveItem(marketing, item, "up", database()),
    ];
    for (const move of nothingMoves) expect(await emptiesCaches(move)).toBe(false);
    expect(
      await emptiesCaches(() =>
        deleteSubCategory(marketing, sub, { withProducts: false }, database()),
      ),
    ).toBe(false);
    expect(await emptiesCaches(() => deleteProduct(marketing, 999_999, database()))).toBe(false);
    expect(
      await emptiesCaches(() =>
        updateItem(
          marketing,
          item,
          { caption: "", productDetailsUrl: "", technicalDetailsUrl: "", picture: noPicture },
          database(),
        ),
      ),
    ).toBe(false);

    const changes = [
      () => moveProduct(marketing, product, "down", database()),
      () => moveItem(marketing, item, "down", database()),
      () =>
        updateSubCategory(
          marketing,
          sub,
          { name: "Enamels", descriptionHtml: "", banner: keep },
          database(),
        ),
      () => deleteItem(marketing, item, database()),
      () => deleteSubCategory(marketing, sub, { withProducts: true }, database()),
    ];
    for (const change of changes) expect(await emptiesCaches(change)).toBe(true);
  });
});

describe("staff catalogue: content and audit", () => {
  it("sanitizes descriptions on save and records before and after", async () => {
    const sub = await newSubCategory("Enamels");
    await updateSubCategory(
      marketing,
      sub,
      {
        name: "Enamels & Metal Paints",
        descriptionHtml:
          '<p onclick="steal()">Hard-wearing <b>gloss</b></p><script>alert(1)</script>',
        banner: { kind: "set", path: "/media/4/enamel-banner.webp", width: 1600, height: 500 },
      },
      database(),
    );
    const stored = await database()
      .selectFrom("catalogue_sub_categories")
      .selectAll()
      .where("id", "=", sub)
      .executeTakeFirstOrThrow();
    expect(stored.description_html).toBe("<p>Hard-wearing <b>gloss</b></p>");
    expect([stored.banner, stored.banner_width, stored.banner_height]).toEqual([
      "/media/4/enamel-banner.webp",
      1600,
      500,
    ]);
    const view = await getCatalogueSubCategory(sub, publicSource());
    expect(view!.banner).toEqual({
      kind: "path",
      src: "/media/4/enamel-banner.webp",
      width: 1600,
      height: 500,
    });

    const entry = (await auditEntries()).at(-1)!;
    expect(entry).toMatchObject({
      actor_id: 7,
      actor_email: "meera.iyer@kamopaints.example",
      action: "catalogue-sub-category.update",
      entity_type: "catalogue-sub-category",
      entity_id: String(sub),
      client_ip: "203.0.113.9",
    });
    expect(JSON.parse(entry.before_json!)).toMatchObject({ name: "Enamels", banner: null });
    expect(JSON.parse(entry.after_json!)).toMatchObject({
      name: "Enamels & Metal Paints",
      banner: "/media/4/enamel-banner.webp",
      descriptionHtml: "<p>Hard-wearing <b>gloss</b></p>",
    });

    // Removing the banner clears its size too; the public page falls back to the default art.
    await updateSubCategory(
      marketing,
      sub,
      { name: "Enamels", descriptionHtml: "", banner: noPicture },
      database(),
    );
    expect((await getCatalogueSubCategory(sub, publicSource()))!.banner).toEqual({
      kind: "art",
      name: "catalogue-default",
    });
  });

  it("requires a caption for an item with a picture, and a picture or link for every item", async () => {
    const sub = await newSubCategory("Primers & Putty");
    const product = await newProduct(sub, "Kamo Wall Putty");
    const picture = { kind: "set", path: "/media/9/putty.jpg", width: 640, height: 480 } as const;

    const missingCaption = createItem(
      marketing,
      product,
      { caption: "  ", productDetailsUrl: "", technicalDetailsUrl: "", picture },
      database(),
    );
    await expect(missingCaption).rejects.toBeInstanceOf(CatalogueInputError);
    await expect(missingCaption).rejects.toMatchObject({
      fieldErrors: { caption: expect.any(String) },
    });

    await expect(
      createItem(
        marketing,
        product,
        { caption: "", productDetailsUrl: "", technicalDetailsUrl: "", picture: noPicture },
        database(),
      ),
    ).rejects.toMatchObject({ fieldErrors: { picture: expect.any(String) } });

    const linksOnly = await createItem(
      marketing,
      product,
      {
        caption: "",
        productDetailsUrl: "/downloads/products/wall-putty/brochure.pdf",
        technicalDetailsUrl: "https://kamopaints.example/tds/putty.pdf",
        picture: noPicture,
      },
      database(),
    );
    // Adding a picture later to a links-only item needs its caption as well.
    await expect(
      updateItem(
        marketing,
        linksOnly,
        {
          caption: "",
          productDetailsUrl: "/downloads/products/wall-putty/brochure.pdf",
          technicalDetailsUrl: "",
          picture,
        },
        database(),
      ),
    ).rejects.toMatchObject({ fieldErrors: { caption: expect.any(String) } });

    const publicView = await getCatalogueProduct(product, publicSource());
    expect(publicView).toMatchObject({
      pictures: [],
      productDetailsUrl: "/downloads/products/wall-putty/brochure.pdf",
      technicalDetailsUrl: "https://kamopaints.example/tds/putty.pdf",
    });
    expect((await auditEntries()).map((e) => e.action)).toEqual([
      "catalogue-sub-category.create",
      "catalogue-product.create",
      "catalogue-item.create",
    ]);
  });
});
