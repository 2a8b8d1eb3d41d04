import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startFakeErp, type FakeErp } from "../../tests/mocks/fake-erp";
import { ErpError, type ErpConfig } from "./client.server";
import {
  TEMPLATE_DATA_LIST_PATH,
  clearTemplateCache,
  listErpBlogPosts,
  listErpDocuments,
  listErpFaqs,
  listErpNews,
  parseErpDate,
  safeHref,
} from "./templates.server";

/** A record as the ERP sends it: positional cells, some named. */
function cells(values: Record<number, string>, named: Record<string, string> = {}) {
  const list: Array<{ name: string; value: string | null; productdata: number }> = [];
  for (let i = 0; i < 8; i++) list.push({ name: `F${i}`, value: values[i] ?? "", productdata: i });
  for (const [name, value] of Object.entries(named))
    list.push({ name, value, productdata: list.length });
  return list;
}

let erp: FakeErp;
let config: ErpConfig;

beforeAll(async () => {
  erp = await startFakeErp();
  // Generous: a busy test machine must not turn a normal answer into a timeout.
  config = { baseUrl: erp.url, token: "test-token-123", timeoutMs: 5_000 };
});

afterAll(() => erp.close());

beforeEach(() => {
  clearTemplateCache();
  erp.requests.length = 0;
});

describe("getTemplateDataList contract", () => {
  test("documents: sends the spec's request and maps positional and named cells", async () => {
    erp.on(TEMPLATE_DATA_LIST_PATH, () => ({
      body: {
        records: [
          cells(
            { 4: "2023-08-09", 6: "", 7: "Q1 results. See https://www.bseindia.com/x" },
            {
              Pdf: "https://files.example.com/q1.pdf",
              AudioUrl: "",
              VideoUrl: "javascript:alert(1)",
            },
          ),
          cells(
            { 4: "15/02/2024", 6: "Outcome", 7: "Q3 results" },
            { Audio: "https://m.example.com/a.mp3" },
          ),
        ],
      },
    }));
    const docs = await listErpDocuments(config, "Financial Results");

    const request = erp.requests[0]!;
    expect(request.path).toBe("/api/api/getTemplateDataList");
    expect(request.headers.authorization).toBe("test-token-123");
    expect(request.headers.accept).toBe("application/json");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.body).toEqual({
      NumberOfFieldsView: 50,
      FromDt: "",
      ToDt: "",
      filters: { Catagory: "Financial Results" },
      isDownload: false,
      index: 1,
      pgSize: 100,
      templateID: 1,
    });

    expect(docs).toHaveLength(2);
    expect(docs[0]).toMatchObject({
      date: "2023-08-09",
      subCategory: "",
      description: "Q1 results. See https://www.bseindia.com/x",
      // Empty and unsafe values are dropped, never shown.
      files: [{ kind: "pdf", href: "https://files.example.com/q1.pdf" }],
    });
    expect(docs[1]).toMatchObject({
      date: "2024-02-15",
      subCategory: "Outcome",
      files: [{ kind: "audio", href: "https://m.example.com/a.mp3" }],
    });
  });

  test("FAQ, blog and news use templates 2, 3 and 4 with their positions", async () => {
    erp.on(TEMPLATE_DATA_LIST_PATH, (request) => {
      const body = request.body as { templateID: number };
      if (body.templateID === 2) return { body: { records: [cells({ 3: "Q?", 4: "A." })] } };
      if (body.templateID === 3)
        return {
          body: { records: [cells({ 0: "17", 3: "Title", 4: "<p>Body</p>", 5: "/img/a.png" })] },
        };
      return {
        body: { records: [cells({ 3: "Story", 4: "/img/n.png", 5: "https://news.example.in/s" })] },
      };
    });
    const [faqs, posts, news] = [
      await listErpFaqs(config),
      await listErpBlogPosts(config),
      await listErpNews(config),
    ];
    const bodies = erp.requests.map((r) => r.body as Record<string, unknown>);
    expect(bodies.map((b) => [b.templateID, b.pgSize, b.filters])).toEqual([
      [2, 100, { Catagory: "Stock Exchange Disclosures" }],
      [3, 100, {}],
      [4, 500, {}],
    ]);
    expect(faqs).toEqual([{ id: "erp-0", topic: "", question: "Q?", answer: "A." }]);
    expect(posts[0]).toMatchObject({ id: "17", title: "Title", bodyHtml: "<p>Body</p>" });
    expect(posts[0]?.image).toEqual({ url: "/img/a.png" });
    expect(news[0]).toMatchObject({ title: "Story", linkUrl: "https://news.example.in/s" });
  });

  test("an empty answer gives an empty list", async () => {
    erp.on(TEMPLATE_DATA_LIST_PATH, () => ({ body: { records: [] } }));
    expect(await listErpDocuments(config, "Annual Report")).toEqual([]);
  });

  test("a malformed answer is an ErpError; malformed records are skipped", async () => {
    erp.on(TEMPLATE_DATA_LIST_PATH, () => ({ body: { records: "none" } }));
    await expect(listErpDocuments(config, "Annual Report")).rejects.toBeInstanceOf(ErpError);

    clearTemplateCache();
    erp.on(TEMPLATE_DATA_LIST_PATH, () => ({ body: "<html>not json" }));
    await expect(listErpDocuments(config, "Annual Report")).rejects.toMatchObject({
      kind: "malformed",
    });

    clearTemplateCache();
    erp.on(TEMPLATE_DATA_LIST_PATH, () => ({
      body: { records: [42, [{ value: { nested: true } }], cells({ 4: "2024-01-01", 7: "Kept" })] },
    }));
    const docs = await listErpDocuments(config, "Annual Report");
    expect(docs.map((d) => d.description)).toEqual(["Kept"]);
  });

  test("a slow ERP times out with an ErpError instead of hanging the page", async () => {
    erp.on(TEMPLATE_DATA_LIST_PATH, () => ({ delayMs: 1_500, body: { records: [] } }));
    await expect(
      listErpDocuments({ ...config, timeoutMs: 300 }, "Annual Report"),
    ).rejects.toMatchObject({
      kind: "timeout",
    });
  });

  test("a failing ERP (500 or hang-up) is an ErpError and is not cached", async () => {
    erp.on(TEMPLATE_DATA_LIST_PATH, () => ({ status: 500, body: { error: "down" } }));
    await expect(listErpDocuments(config, "Annual Report")).rejects.toMatchObject({ kind: "http" });
    erp.on(TEMPLATE_DATA_LIST_PATH, () => ({ hangUp: true }));
    await expect(listErpDocuments(config, "Annual Report")).rejects.toBeInstanceOf(ErpError);
    erp.on(TEMPLATE_DATA_LIST_PATH, () => ({ body: { records: [cells({ 7: "Back" })] } }));
    expect(await listErpDocuments(config, "Annual Report")).toHaveLength(1);
  });

  test("answers are cached briefly per category", async () => {
    erp.on(TEMPLATE_DATA_LIST_PATH, () => ({ body: { records: [cells({ 7: "One" })] } }));
    await listErpDocuments(config, "Annual Report");
    await listErpDocuments(config, "Annual Report");
    await listErpDocuments(config, "Annual Return");
    expect(erp.requests).toHaveLength(2);
  });
});

describe("cell values", () => {
  test("dates in the forms the ERP sends", () => {
    expect(parseErpDate("2024-03-31T00:00:00")).toBe("2024-03-31");
    expect(parseErpDate("31/03/2024")).toBe("2024-03-31");
    expect(parseErpDate("1-4-2024")).toBe("2024-04-01");
    expect(parseErpDate("15-Jan-2024")).toBe("2024-01-15");
    expect(parseErpDate("31/02/2024")).toBeUndefined();
    expect(parseErpDate("soon")).toBeUndefined();
  });

  test("only web links and site paths become hrefs", () => {
    expect(safeHref("https://a.example/x.pdf")).toBe("https://a.example/x.pdf");
    expect(safeHref("/documents/1/a.pdf")).toBe("/documents/1/a.pdf");
    expect(safeHref("//evil.example/x")).toBeUndefined();
    expect(safeHref("javascript:alert(1)")).toBeUndefined();
    expect(safeHref("data:text/html,x")).toBeUndefined();
    expect(safeHref("")).toBeUndefined();
  });
});
