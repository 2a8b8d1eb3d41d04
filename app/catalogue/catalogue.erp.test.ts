import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET_RECORDS_PATH } from "~/erp/catalogue.server";
import type * as DetailRoute from "~/catalogue/routes/Product.Details.$subSubCategoryId";
import type * as SubCategoryRoute from "~/catalogue/routes/Product.$subCategoryId";
import { startFakeErp, type FakeErp, type RecordedRequest } from "../../tests/mocks/fake-erp";
import { setServerEnv, type ServerEnv } from "../../tests/server-env";
import type * as CatalogueData from "./catalogue.server";

/**
 * The catalogue pages against a fake ERP: with ERP_BASE_URL and ERP_TOKEN set
 * (tests/server-env.ts), the route loaders take the ERP path exactly as in
 * production.
 */
let erp: FakeErp;
let serverEnv: ServerEnv;
let routes: {
  sub: typeof SubCategoryRoute;
  detail: typeof DetailRoute;
  data: typeof CatalogueData;
};

const records: Record<number, (filters: string) => unknown[]> = {
  1481: (f) =>
    [
      {
        SubCategoryID: 3,
        SubCategory: "Exterior Emulsions",
        Banner: "",
        Description: "<p>Tough</p><script>x</script>",
        "SeqNo*": 2,
      },
      {
        SubCategoryID: 1,
        SubCategory: "Interior Emulsions",
        Banner: "range-interior-range",
        Description: "<p>Soft</p>",
        "SeqNo*": 1,
      },
    ].filter((r) => f === "" || String(r.SubCategoryID) === f),
  1482: (f) =>
    [
      {
        SubSubCategoryID: 11,
        SubSubCategory: "Velvety",
        SubCategoryID: 1,
        Pic: "product-velvety",
        Description: "<p>Matt</p>",
        SeqNo: 2,
      },
      {
        SubSubCategoryID: 10,
        SubSubCategory: "Kamo Hi Sheen",
        SubCategoryID: 1,
        Pic: "",
        Description: "<p>Sheen</p>",
        SeqNo: 1,
      },
    ].filter((r) => String(r.SubCategoryID) === f || String(r.SubSubCategoryID) === f),
  1478: (f) =>
    f === "10"
      ? [
          {
            SubSubCategoryID: 10,
            ItemPic: "product-kamo-hi-sheen",
            SeqNo: 1,
            ProductDetails: "",
            TechnicalDetails: "https://erp.example/hs-tds.pdf",
          },
        ]
      : [],
};

function healthy(request: RecordedRequest) {
  const body = request.body as { tabErpID: number; filters: string };
  return { body: { records: records[body.tabErpID]?.(body.filters) ?? [] } };
}

const args = (params: Record<string, string>) =>
  ({ params, request: new Request("http://localhost/"), context: {} }) as never;

type DataLike = { data: unknown; init: { status?: number } | null };

beforeAll(async () => {
  erp = await startFakeErp();
  serverEnv = setServerEnv({ ERP_BASE_URL: erp.url, ERP_TOKEN: "secret-erp-token" });
  routes = {
    sub: await import("~/catalogue/routes/Product.$subCategoryId"),
    detail: await import("~/catalogue/routes/Product.Details.$subSubCategoryId"),
    data: await import("./catalogue.server"),
  };
});
afterAll(async () => {
  routes.data.clearCatalogueCache();
  await serverEnv.restore();
  await erp.close();
});
beforeEach(() => {
  routes.data.clearCatalogueCache();
  erp.requests.length = 0;
  erp.on(GET_RECORDS_PATH, healthy);
});

describe("catalogue pages with the ERP adapter", () => {
  it("builds the menu from call 3, sorted by SeqNo", async () => {
    const menu = await routes.data.listCatalogueMenu();
    expect(menu).toEqual([
      { subCategoryId: 1, name: "Interior Emulsions" },
      { subCategoryId: 3, name: "Exterior Emulsions" },
    ]);
    expect(erp.requests[0]!.headers.authorization).toBe("secret-erp-token");
  });

  it("renders /Product/{id} from 1481 then 1482", async () => {
    const result = (await routes.sub.loader(args({ subCategoryId: "1" }))) as {
      subCategory: { name: string; products: { id: number; name: string }[] };
    };
    expect(result.subCategory.name).toBe("Interior Emulsions");
    expect(result.subCategory.products.map((p) => p.name)).toEqual(["Kamo Hi Sheen", "Velvety"]);
    expect(erp.requests.map((r) => (r.body as { tabErpID: number }).tabErpID)).toEqual([
      1481, 1482,
    ]);
  });

  it("renders /Product/Details/{id} from 1482 then 1478, with only the links supplied", async () => {
    const result = (await routes.detail.loader(args({ subSubCategoryId: "10" }))) as {
      product: { name: string; productDetailsUrl?: string; technicalDetailsUrl?: string };
    };
    expect(result.product.name).toBe("Kamo Hi Sheen");
    expect(result.product.productDetailsUrl).toBeUndefined();
    expect(result.product.technicalDetailsUrl).toBe("https://erp.example/hs-tds.pdf");
    expect(erp.requests.slice(0, 2).map((r) => (r.body as { tabErpID: number }).tabErpID)).toEqual([
      1482, 1478,
    ]);
  });

  it("sanitizes ERP HTML", async () => {
    const view = await routes.data.getCatalogueSubCategory(3);
    expect(view?.descriptionHtml).toBe("<p>Tough</p>");
  });

  it("answers 404 for unknown and malformed ids without calling the ERP for malformed ones", async () => {
    for (const id of ["abc", "1.5", "-1"]) {
      const thrown = await routes.sub.loader(args({ subCategoryId: id })).catch((e: DataLike) => e);
      expect((thrown as DataLike).init?.status).toBe(404);
    }
    expect(erp.requests).toHaveLength(0);
    const missing = await routes.detail
      .loader(args({ subSubCategoryId: "99999" }))
      .catch((e: DataLike) => e);
    expect((missing as DataLike).init?.status).toBe(404);
  });

  it("caches answers briefly so page views do not each call the ERP", async () => {
    await routes.data.getCatalogueSubCategory(1);
    await routes.data.getCatalogueSubCategory(1);
    await routes.data.listCatalogueMenu();
    await routes.data.listCatalogueMenu();
    expect(erp.requests).toHaveLength(3);
  });

  it.each([
    ["failing", () => ({ status: 500, body: { error: "down" } })],
    ["hanging up", () => ({ hangUp: true })],
    ["malformed", () => ({ body: "<html>oops</html>" })],
  ])(
    "shows the unavailable state (503) when the ERP is %s, then recovers",
    async (_label, reply) => {
      erp.on(GET_RECORDS_PATH, reply);
      const failed = (await routes.sub.loader(args({ subCategoryId: "1" }))) as unknown as DataLike;
      expect(failed.init?.status).toBe(503);
      expect(failed.data).toEqual({ subCategory: null });
      const failedDetail = (await routes.detail.loader(
        args({ subSubCategoryId: "10" }),
      )) as unknown as DataLike;
      expect(failedDetail.init?.status).toBe(503);
      await expect(routes.data.listCatalogueMenu()).rejects.toThrow(/could not be read/);

      // Failures are not cached: the next view after the ERP is back works.
      erp.on(GET_RECORDS_PATH, healthy);
      const recovered = (await routes.sub.loader(args({ subCategoryId: "1" }))) as {
        subCategory: { name: string };
      };
      expect(recovered.subCategory.name).toBe("Interior Emulsions");
    },
  );

  it("shows the unavailable state when the ERP is too slow", async () => {
    erp.on(GET_RECORDS_PATH, () => ({ delayMs: 9_000, body: { records: [] } }));
    const started = Date.now();
    const failed = (await routes.sub.loader(args({ subCategoryId: "1" }))) as unknown as DataLike;
    expect(failed.init?.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(9_000);
  }, 15_000);
});
