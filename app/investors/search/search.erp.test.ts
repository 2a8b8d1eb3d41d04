import fs from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startFakeErp, type FakeErp } from "../../../tests/mocks/fake-erp";
import { setServerEnv, type ServerEnv } from "../../../tests/server-env";
import { TEMPLATE_DATA_LIST_PATH, clearTemplateCache } from "~/erp/templates.server";
import { documentPages } from "~/investors/content";
import { searchFilings, searchableYears } from "./search.server";

/**
 * With ERP_BASE_URL and ERP_TOKEN set our database holds no documents: the
 * filing search reads the ERP's listings of every category (cached by the
 * adapter) and searches them in memory; a failing ERP gives the retry state
 * and 503 the listing pages give, never a 500 or an empty "no results".
 */
let erp: FakeErp;
let serverEnv: ServerEnv;

beforeAll(async () => {
  erp = await startFakeErp();
  serverEnv = setServerEnv({ ERP_BASE_URL: erp.url, ERP_TOKEN: "erp-test-token" });
});

afterAll(async () => {
  clearTemplateCache();
  await serverEnv.restore();
  await erp.close();
});

beforeEach(() => clearTemplateCache());

/** A getTemplateDataList record as the ERP sends it (templates.server.ts reads it). */
const record = (date: string, description: string, subCategory = "") => [
  ...Array.from({ length: 4 }, (_, i) => ({ name: `F${i}`, value: "", productdata: i })),
  { name: "Date", value: date, productdata: 4 },
  { name: "F5", value: "", productdata: 5 },
  { name: "SubCategory", value: subCategory, productdata: 6 },
  { name: "Description", value: description, productdata: 7 },
  { name: "Pdf", value: `/erp-files/${date}.pdf`, productdata: 8 },
];

const byCategory: Record<string, unknown[][]> = {
  "Financial Results": [
    record("2024-11-11", "Unaudited financial results for the quarter ended 30 September 2024"),
    record("12/02/2025", "Unaudited financial results for the quarter ended 31 December 2024"),
  ],
  "Stock Exchange Disclosures": [
    record(
      "2025-05-23",
      "Outcome of the board meeting: audited results and a final dividend",
      "Outcome of board meeting",
    ),
  ],
  "Annual Report": [record("2024-08-30", "Annual report 2023-24 and notice of the AGM")],
};

function answerByCategory() {
  erp.on(TEMPLATE_DATA_LIST_PATH, (request) => {
    const category = (request.body as { filters?: { Catagory?: string } }).filters?.Catagory;
    return { body: { records: byCategory[category ?? ""] ?? [] } };
  });
}

const text = (segments: Array<{ text: string }>) => segments.map((s) => s.text).join("");
const marked = (segments: Array<{ text: string; mark?: true }>) =>
  segments.filter((s) => s.mark).map((s) => s.text);

describe("searching the ERP's filings", () => {
  test("finds documents of every category, newest first, counted and marked", async () => {
    answerByCategory();
    const result = await searchFilings({ q: "Results" });
    expect(result.hits.map((hit) => hit.document.date)).toEqual([
      "2025-05-23",
      "2025-02-12",
      "2024-11-11",
    ]);
    expect(result.categories).toEqual([
      { category: "Financial Results", count: 2 },
      { category: "Stock Exchange Disclosures", count: 1 },
    ]);
    expect(result).toMatchObject({ words: ["results"], total: 3, page: 1, pageCount: 1 });
    const [first] = result.hits;
    expect(first).toMatchObject({ category: "Stock Exchange Disclosures" });
    expect(first!.id).toBeUndefined();
    expect(text(first!.snippet)).toBe(
      "Outcome of the board meeting: audited results and a final dividend",
    );
    expect(marked(first!.snippet)).toEqual(["results"]);
    expect(first!.document.files).toEqual([{ kind: "pdf", href: "/erp-files/2025-05-23.pdf" }]);
    // Each category was asked once, with the token.
    const asked = erp.requests.filter((r) => r.path === TEMPLATE_DATA_LIST_PATH);
    expect(asked.length).toBeGreaterThanOrEqual(documentPages.length);
    expect(asked.at(-1)?.headers.authorization).toBe("erp-test-token");
  });

  test("prefixes, every word, groups; year, category and page filters", async () => {
    answerByCategory();
    const dividend = await searchFilings({ q: "div board" });
    expect(dividend.hits.map((hit) => hit.category)).toEqual(["Stock Exchange Disclosures"]);
    expect(marked(dividend.hits[0]!.snippet)).toEqual(["board", "dividend"]);
    expect((await searchFilings({ q: "dividend quarter" })).total).toBe(0);

    const fy = await searchFilings({ q: "unaudited", year: "2024-25" });
    expect(fy.hits.map((hit) => hit.document.date)).toEqual(["2025-02-12", "2024-11-11"]);
    expect((await searchFilings({ q: "unaudited", year: "2025-26" })).total).toBe(0);

    const one = await searchFilings({ q: "results", category: "Financial Results" });
    expect(one.total).toBe(2);
    expect(one.categories).toHaveLength(2);

    const second = await searchFilings({ q: "results", pageSize: 2, page: 2 });
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 3 });
    expect(second.hits.map((hit) => hit.document.date)).toEqual(["2024-11-11"]);
    const past = await searchFilings({ q: "results", pageSize: 2, page: 99 });
    expect(past.page).toBe(2);
  });

  test("searches the adapter's cached listings: a second search asks the ERP nothing", async () => {
    answerByCategory();
    await searchFilings({ q: "results" });
    const before = erp.requests.length;
    expect((await searchFilings({ q: "annual" })).total).toBe(1);
    expect(await searchableYears()).toEqual(["2025-26", "2024-25"]);
    expect(erp.requests.length).toBe(before);
  });

  test("on a Hindi page the ERP's English text says it is English", async () => {
    answerByCategory();
    const result = await searchFilings({ q: "agm", locale: "hi" });
    expect(result.hits[0]!.snippetLang).toBe("en");
    expect(result.hits[0]!.document.files[0]?.hrefLang).toBe("en");
    expect((await searchFilings({ q: "agm" })).hits[0]!.snippetLang).toBeUndefined();
  });

  test("a failing ERP is an error, not an empty result", async () => {
    erp.on(TEMPLATE_DATA_LIST_PATH, () => ({ status: 502, body: { error: "gateway" } }));
    await expect(searchFilings({ q: "results" })).rejects.toThrow(/502/);
    await expect(searchableYears()).rejects.toThrow(/502/);
  });
});

describe("the search page on an ERP-backed site", () => {
  const render = async (path: string) => {
    const route = await import("../routes/investors.search");
    const result = (await route.loader({
      request: new Request(`http://localhost${path}`),
      params: {},
      context: {},
    } as never)) as { data?: unknown; init?: ResponseInit | null };
    // data() wraps an unavailable answer with its status; an ok answer is plain.
    const loaderData = "init" in result ? result.data : result;
    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        { initialEntries: [path] },
        createElement(route.default as never, { loaderData } as never),
      ),
    );
    return { status: "init" in result ? result.init?.status : 200, loaderData, html };
  };

  test("answers with the ERP's filings, grouped, the words marked", async () => {
    answerByCategory();
    const { status, loaderData, html } = await render("/investors/search?q=dividend");
    expect(status).toBe(200);
    expect(loaderData).toMatchObject({ state: "ok", years: ["2025-26", "2024-25"] });
    expect(html).toContain("1 document matches");
    expect(html).toContain("<mark>dividend</mark>");
    expect(html).toContain('href="/erp-files/2025-05-23.pdf"');
    expect(html).not.toContain("No filing matches");
    // Our database, which holds no documents here, was never opened.
    expect(fs.readdirSync(serverEnv.dataDir)).toEqual([]);
  });

  test("a failing ERP gives 503 and the retry state, in English and Hindi", async () => {
    erp.on(TEMPLATE_DATA_LIST_PATH, () => ({ status: 502, body: { error: "gateway" } }));
    const english = await render("/investors/search?q=dividend&year=2024-25");
    expect(english.status).toBe(503);
    expect(english.html).toContain("Try again");
    expect(english.html).toContain('href="/investors/search?q=dividend&amp;year=2024-25"');
    expect(english.html).not.toContain("No filing matches");
    expect(english.html).not.toContain('role="status"');

    const hindi = await render("/hi/investors/search?q=dividend");
    expect(hindi.status).toBe(503);
    expect(hindi.html).toContain('href="/hi/investors/search?q=dividend"');
    expect(hindi.html).toContain('<a href="/hi/contact">इसके बजाय हमसे संपर्क करें</a>');
  });
});
