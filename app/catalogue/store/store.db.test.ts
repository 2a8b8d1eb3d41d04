import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readContentVersion } from "~/db/content-version.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/db-utils";
import { CatalogueRecordNotFoundError, SubCategoryGoneError } from "./rows";
import {
  deleteSubCategoryRow,
  insertItem,
  insertProduct,
  insertSubCategory,
  moveProductRow,
  selectSubCategoryList,
  updateItemRow,
} from "./store.server";

/**
 * The store's side of a change (ADR 48, ADR 56): a change and what must commit
 * with it (`alongside`) commit together, and the page caches are emptied after
 * a change, never after a refusal or a move that moved nothing. What staff
 * record and see is tested in staff/catalogue.
 */
let test: TestDatabase;
const database = () => test.handle.db;
const version = () => readContentVersion(database());
const nothing = async () => {};
const noPicture = { picture: null, picture_width: null, picture_height: null };

const newSubCategory = (name: string) =>
  insertSubCategory(
    database(),
    { name, description_html: "", banner: null, banner_width: null, banner_height: null },
    nothing,
  );
const newProduct = (subCategoryId: number, name: string) =>
  insertProduct(
    database(),
    { sub_category_id: subCategoryId, name, description_html: "", ...noPicture },
    nothing,
  );
const linksOnly = { ...noPicture, caption: null, technical_details_url: "" };

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.cleanup());
beforeEach(async () => {
  await database().deleteFrom("catalogue_items").execute();
  await database().deleteFrom("catalogue_products").execute();
  await database().deleteFrom("catalogue_sub_categories").execute();
});

describe("catalogue store: changes and the page caches", () => {
  it("empties the caches after a change, and not after a move that moved nothing", async () => {
    const sub = await newSubCategory("Enamels");
    const gloss = await newProduct(sub, "Kamolite Super Gloss Enamel");
    await newProduct(sub, "Kamolite Satin Enamel");

    const before = await version();
    const moves: number[] = [];
    expect(
      await moveProductRow(database(), gloss, "up", async (_trx, move) => {
        moves.push(move.to);
      }),
    ).toBe(false);
    expect(moves).toEqual([]);
    expect(await version()).toBe(before);

    expect(
      await moveProductRow(database(), gloss, "down", async (_trx, move) => {
        moves.push(move.to);
      }),
    ).toBe(true);
    expect(moves).toEqual([2]);
    expect(await version()).not.toBe(before);
  });

  it("keeps the caches after a refused delete, and empties them after a delete", async () => {
    const sub = await newSubCategory("Distempers");
    await newProduct(sub, "Kyson");
    const before = await version();
    const withProducts = async (confirmed: boolean) =>
      deleteSubCategoryRow(database(), sub, { withProducts: confirmed }, nothing);

    expect(await withProducts(false)).toMatchObject({ deleted: false, childCount: 1 });
    expect(await version()).toBe(before);
    expect(await withProducts(true)).toEqual({ deleted: true, name: "Distempers" });
    expect(await version()).not.toBe(before);
  });

  it("rolls back a change whose companion fails, and leaves the caches", async () => {
    await newSubCategory("Enamels");
    const before = await version();
    await expect(
      insertSubCategory(
        database(),
        {
          name: "Half-written",
          description_html: "",
          banner: null,
          banner_width: null,
          banner_height: null,
        },
        async () => {
          throw new Error("the audit entry could not be written");
        },
      ),
    ).rejects.toThrow("the audit entry could not be written");
    expect((await selectSubCategoryList(database())).map((s) => s.name)).toEqual(["Enamels"]);
    expect(await version()).toBe(before);
  });

  it("refuses a missing row or parent before asking the caller for columns", async () => {
    const sub = await newSubCategory("Primers");
    const product = await newProduct(sub, "Kamo Wall Primer");
    const item = await insertItem(
      database(),
      product,
      () => ({ ...linksOnly, product_details_url: "/downloads/primer.pdf" }),
      nothing,
    );
    const before = await version();
    let asked = 0;
    const columns = () => {
      asked += 1;
      return { ...linksOnly, product_details_url: "" };
    };

    await expect(insertItem(database(), 999_999, columns, nothing)).rejects.toBeInstanceOf(
      CatalogueRecordNotFoundError,
    );
    await expect(updateItemRow(database(), 999_999, columns, nothing)).rejects.toBeInstanceOf(
      CatalogueRecordNotFoundError,
    );
    expect(asked).toBe(0);
    await expect(newProduct(999_999, "Orphan")).rejects.toBeInstanceOf(SubCategoryGoneError);

    // A refusal thrown by the caller's columns rolls the change back too.
    await expect(
      updateItemRow(
        database(),
        item,
        () => {
          throw new Error("An item needs a picture or at least one link.");
        },
        nothing,
      ),
    ).rejects.toThrow("at least one link");
    expect(await version()).toBe(before);
  });
});
