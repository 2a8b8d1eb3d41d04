import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeErp, type FakeErp } from "../../tests/mocks/fake-erp";
import {
  GET_RECORDS_PATH,
  fetchErpItemsOf,
  fetchErpProduct,
  fetchErpProductsOf,
  fetchErpSubCategories,
  fetchErpSubCategory,
} from "./catalogue.server";
import { ErpError, type ErpConfig } from "./client.server";

let erp: FakeErp;
let config: ErpConfig;

beforeAll(async () => {
  erp = await startFakeErp();
  config = { baseUrl: erp.url, token: "test-token-123", timeoutMs: 1_500 };
});
afterAll(() => erp.close());
beforeEach(() => {
  erp.requests.length = 0;
});

describe("GetRecords request (spec section 7, calls 3 and 4)", () => {
  it("posts the exact body and headers, with filters as a string", async () => {
    erp.on(GET_RECORDS_PATH, () => ({ body: { records: [] } }));
    await fetchErpSubCategory(config, 12);
    await fetchErpProductsOf(config, 12);
    await fetchErpItemsOf(config, 34);
    expect(erp.requests.map((r) => r.path)).toEqual([
      GET_RECORDS_PATH,
      GET_RECORDS_PATH,
      GET_RECORDS_PATH,
    ]);
    expect(erp.requests.map((r) => r.body)).toEqual([
      {
        pgSize: 1000,
        index: 1,
        toEmailID: "",
        tabErpID: 1481,
        useAtlusSearch: true,
        filters: "12",
        viewFormat: "columnname",
      },
      {
        pgSize: 1000,
        index: 1,
        toEmailID: "",
        tabErpID: 1482,
        useAtlusSearch: true,
        filters: "12",
        viewFormat: "columnname",
      },
      {
        pgSize: 1000,
        index: 1,
        toEmailID: "",
        tabErpID: 1478,
        useAtlusSearch: true,
        filters: "34",
        viewFormat: "columnname",
      },
    ]);
    const headers = erp.requests[0]!.headers;
    expect(headers.authorization).toBe("test-token-123");
    expect(headers["content-type"]).toBe("application/json");
  });

  it("asks for every sub-category with an empty filter string for the menu", async () => {
    erp.on(GET_RECORDS_PATH, () => ({ body: { records: [] } }));
    await fetchErpSubCategories(config);
    expect(erp.requests[0]!.body).toMatchObject({ tabErpID: 1481, filters: "" });
  });
});

describe("GetRecords answers", () => {
  it("maps records by column name and sorts by SeqNo", async () => {
    erp.on(GET_RECORDS_PATH, () => ({
      body: {
        records: [
          {
            SubCategoryID: "7",
            SubCategory: "Enamels",
            Banner: "",
            Description: "<p>Gloss</p>",
            "SeqNo*": 3,
          },
          {
            SubCategoryID: 2,
            SubCategory: "Interior Emulsions",
            Banner: null,
            Description: null,
            SeqNo: "1",
          },
        ],
      },
    }));
    expect(await fetchErpSubCategories(config)).toEqual([
      { subCategoryId: 2, name: "Interior Emulsions", banner: "", descriptionHtml: "", seqNo: 1 },
      { subCategoryId: 7, name: "Enamels", banner: "", descriptionHtml: "<p>Gloss</p>", seqNo: 3 },
    ]);
  });

  it("accepts the list under a response wrapper", async () => {
    erp.on(GET_RECORDS_PATH, () => ({
      body: {
        response: { records: [{ SubSubCategoryID: 5, SubSubCategory: "Velvety", SeqNo: 1 }] },
      },
    }));
    const product = await fetchErpProduct(config, 5);
    expect(product).toMatchObject({ productId: 5, name: "Velvety" });
  });

  it("keeps item links and trims empty ones to empty strings", async () => {
    erp.on(GET_RECORDS_PATH, () => ({
      body: {
        records: [
          {
            ItemPic: "/b.png",
            SeqNo: 2,
            ProductDetails: " ",
            TechnicalDetails: "https://erp.example/tds.pdf",
          },
          {
            ItemPic: "/a.png",
            SeqNo: 1,
            ProductDetails: "https://erp.example/p.pdf",
            TechnicalDetails: null,
          },
        ],
      },
    }));
    expect(await fetchErpItemsOf(config, 9)).toEqual([
      {
        productId: undefined,
        picture: "/a.png",
        seqNo: 1,
        productDetailsUrl: "https://erp.example/p.pdf",
        technicalDetailsUrl: "",
      },
      {
        productId: undefined,
        picture: "/b.png",
        seqNo: 2,
        productDetailsUrl: "",
        technicalDetailsUrl: "https://erp.example/tds.pdf",
      },
    ]);
  });

  it("answers an empty list for an empty catalogue", async () => {
    erp.on(GET_RECORDS_PATH, () => ({ body: { records: [] } }));
    expect(await fetchErpSubCategories(config)).toEqual([]);
    expect(await fetchErpSubCategory(config, 1)).toBeUndefined();
  });

  it("skips unreadable records but keeps the good ones", async () => {
    erp.on(GET_RECORDS_PATH, () => ({
      body: {
        records: [
          { SubCategoryID: "abc", SubCategory: "" },
          { SubCategoryID: 4, SubCategory: "Primers", SeqNo: 1 },
        ],
      },
    }));
    expect((await fetchErpSubCategories(config)).map((r) => r.name)).toEqual(["Primers"]);
  });

  it.each([
    ["no records list", { body: { data: [] } }],
    ["records that are not a list", { body: { records: "none" } }],
    ["only unreadable records", { body: { records: [{ nonsense: true }] } }],
    ["text that is not JSON", { body: "<html>Server Error</html>" }],
  ])("treats %s as malformed", async (_label, reply) => {
    erp.on(GET_RECORDS_PATH, () => reply);
    await expect(fetchErpSubCategories(config)).rejects.toMatchObject({ kind: "malformed" });
  });

  it("reports an HTTP failure", async () => {
    erp.on(GET_RECORDS_PATH, () => ({ status: 500, body: { error: "boom" } }));
    await expect(fetchErpSubCategories(config)).rejects.toBeInstanceOf(ErpError);
    await expect(fetchErpSubCategories(config)).rejects.toMatchObject({ kind: "http" });
  });

  it("gives up on a slow ERP after the timeout", async () => {
    erp.on(GET_RECORDS_PATH, () => ({ delayMs: 4_000, body: { records: [] } }));
    await expect(fetchErpSubCategories(config)).rejects.toMatchObject({ kind: "timeout" });
  });

  it("reports a dropped connection as a network failure", async () => {
    erp.on(GET_RECORDS_PATH, () => ({ hangUp: true }));
    await expect(fetchErpSubCategories(config)).rejects.toMatchObject({ kind: "network" });
  });
});
