import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { changeContent, type ContentTransaction } from "~/db/content-change.server";
import { readContentVersion } from "~/db/content-version.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/db-utils";
import { CatalogueRecordNotFoundError, SubCategoryGoneError } from "./rows";
import {
  deleteItemRow,
  deleteSubCategoryRow,
  insertItem,
  insertProduct,
  insertSubCategory,
  moveProductRow,
  selectSubCategoryList,
  updateItemRow,
} from "./store.server";

/**
 * The store's side of a change (ADR 48, ADR 56, ADR 57): its writers run in
 * the transaction changeContent opens, so a write and what the caller writes
 * beside it commit together, and the page caches are emptied after a change,
 * never after a "not found" or a rollback; a move that moved nothing and a
 * refused delete say so in what they return, for the caller's `changed`.
 * Staff's callers, what they record and when they empty the caches, are
 * tested in staff/catalogue.
 */
let test: TestDatabase;
const database = () => test.handle.db;
const version = () => readContentVersion(database());
const noPicture = { picture: null, picture_width: null, picture_height: null };

/** A run whose every write counts as a change, as staff's adds and edits are. */
const change = <T>(run: (trx: ContentTransaction) => Promise<T>) => changeContent(database(), run);

const newSubCategory = async (name: string) =>
  (
    await change((trx) =>
      insertSubCategory(trx, {
        name,
        description_html: "",
        banner: null,
        banner_width: null,
        banner_height: null,
      }),
    )
  ).id;
const newProduct = async (subCategoryId: number, name: string) =>
  (
    await change((trx) =>
      insertProduct(trx, {
        sub_category_id: subCategoryId,
        name,
        description_html: "",
        ...noPicture,
      }),
    )
  ).row.id;
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
  it("returns no move when the row is already at that end, so the caches are kept", async () => {
    const sub = await newSubCategory("Enamels");
    const gloss = await newProduct(sub, "Kamolite Super Gloss Enamel");
    await newProduct(sub, "Kamolite Satin Enamel");
    // As staff's moves call it: a run that moved nothing tells changeContent so.
    const move = (direction: "up" | "down") =>
      changeContent(
        database(),
        (trx) => moveProductRow(trx, gloss, direction),
        (moved) => moved !== null,
      );

    const before = await version();
    expect(await move("up")).toBeNull();
    expect(await version()).toBe(before);

    expect(await move("down")).toMatchObject({ from: 1, to: 2, row: { id: gloss } });
    expect(await version()).not.toBe(before);
    expect(
      (
        await database()
          .selectFrom("catalogue_products")
          .select(["id", "seq_no"])
          .where("id", "=", gloss)
          .executeTakeFirstOrThrow()
      ).seq_no,
    ).toBe(2);
  });

  it("refuses a delete that would take products unasked, and deletes them when asked", async () => {
    const sub = await newSubCategory("Distempers");
    const kyson = await newProduct(sub, "Kyson");
    const before = await version();
    const remove = (withProducts: boolean) =>
      changeContent(
        database(),
        (trx) => deleteSubCategoryRow(trx, sub, { withProducts }),
        (result) => result.deleted,
      );

    expect(await remove(false)).toMatchObject({ deleted: false, childCount: 1 });
    expect(await version()).toBe(before);
    expect(await selectSubCategoryList(database())).toHaveLength(1);
    expect(await remove(true)).toMatchObject({
      deleted: true,
      row: { name: "Distempers" },
      products: [{ id: kyson }],
      items: [],
    });
    expect(await version()).not.toBe(before);
    expect(await selectSubCategoryList(database())).toEqual([]);
  });

  it("rolls back a write whose companion fails, and leaves the caches", async () => {
    await newSubCategory("Enamels");
    const before = await version();
    await expect(
      change(async (trx) => {
        await insertSubCategory(trx, {
          name: "Half-written",
          description_html: "",
          banner: null,
          banner_width: null,
          banner_height: null,
        });
        throw new Error("the audit entry could not be written");
      }),
    ).rejects.toThrow("the audit entry could not be written");
    expect((await selectSubCategoryList(database())).map((s) => s.name)).toEqual(["Enamels"]);
    expect(await version()).toBe(before);
  });

  it("refuses a missing row or parent before asking the caller for columns", async () => {
    const sub = await newSubCategory("Primers");
    const product = await newProduct(sub, "Kamo Wall Primer");
    const item = (
      await change((trx) =>
        insertItem(trx, product, () => ({
          ...linksOnly,
          product_details_url: "/downloads/primer.pdf",
        })),
      )
    ).id;
    const before = await version();
    let asked = 0;
    const columns = () => {
      asked += 1;
      return { ...linksOnly, product_details_url: "" };
    };

    await expect(change((trx) => insertItem(trx, 999_999, columns))).rejects.toBeInstanceOf(
      CatalogueRecordNotFoundError,
    );
    await expect(change((trx) => updateItemRow(trx, 999_999, columns))).rejects.toBeInstanceOf(
      CatalogueRecordNotFoundError,
    );
    await expect(change((trx) => deleteItemRow(trx, 999_999))).rejects.toBeInstanceOf(
      CatalogueRecordNotFoundError,
    );
    expect(asked).toBe(0);
    await expect(newProduct(999_999, "Orphan")).rejects.toBeInstanceOf(SubCategoryGoneError);

    // A refusal thrown by the caller's columns rolls the change back too.
    await expect(
      change((trx) =>
        updateItemRow(trx, item, () => {
          throw new Error("An item needs a picture or at least one link.");
        }),
      ),
    ).rejects.toThrow("at least one link");
    expect(await version()).toBe(before);
  });
});
