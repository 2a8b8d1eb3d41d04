import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { startFakeErp, type FakeErp } from "../../../tests/mocks/fake-erp";
import { setServerEnv, type ServerEnv } from "../../../tests/server-env";
import { TEMPLATE_DATA_LIST_PATH, clearTemplateCache } from "~/erp/templates.server";
import { loadDocumentListing } from "./documents.server";
import { listFaqs } from "~/editorial/faq.server";
import { parsePageCacheHeader, PAGE_CACHE_HEADER } from "~/lib/cache";

/**
 * With ERP_BASE_URL and ERP_TOKEN set, investor pages read the ERP; when it
 * fails they show a retry state with status 503, never a blank page or a 500.
 */
let erp: FakeErp;
let serverEnv: ServerEnv;

beforeAll(async () => {
  erp = await startFakeErp();
  serverEnv = setServerEnv({
    ERP_BASE_URL: erp.url,
    ERP_TOKEN: "erp-test-token",
    // The listings' alert sign-up form carries a signed session. Its secret
    // is set here as a server may set it, so that these tests of the ERP need
    // no database (it would otherwise be made and kept there).
    FORM_SESSION_SECRET: "documents-erp-test-secret-0123456789abcdef",
  });
});

afterAll(async () => {
  clearTemplateCache();
  await serverEnv.restore();
  await erp.close();
});

beforeEach(() => clearTemplateCache());

const record = (date: string, description: string) => [
  ...Array.from({ length: 4 }, (_, i) => ({ name: `F${i}`, value: "", productdata: i })),
  { name: "Date", value: date, productdata: 4 },
  { name: "F5", value: "", productdata: 5 },
  { name: "SubCategory", value: "", productdata: 6 },
  { name: "Description", value: description, productdata: 7 },
  { name: "Pdf", value: "https://files.example.com/a.pdf", productdata: 8 },
];

test("a listing reads the ERP, newest first, with the visitor's filters", async () => {
  erp.on(TEMPLATE_DATA_LIST_PATH, () => ({
    body: {
      records: [
        record("10/02/2024", "Q3 results"),
        record("2024-05-23", "Q4 results"),
        record("2023-08-09", "Q1 results"),
      ],
    },
  }));
  const listing = await loadDocumentListing(
    "Financial Results",
    new URLSearchParams("year=2023-24"),
  );
  expect(listing.state).toBe("ok");
  expect(listing.documents.map((d) => d.description)).toEqual(["Q3 results", "Q1 results"]);
  expect(listing.years).toEqual(["2024-25", "2023-24"]);
  expect(erp.requests.at(-1)?.headers.authorization).toBe("erp-test-token");
});

test("a failing ERP gives the unavailable state; the page answers 503 with a retry link", async () => {
  erp.on(TEMPLATE_DATA_LIST_PATH, () => ({ status: 502, body: { error: "gateway" } }));
  const listing = await loadDocumentListing("Annual Report", new URLSearchParams());
  expect(listing.state).toBe("unavailable");

  const route = await import("~/investors/routes/$documentListing");
  const render = async (path: string) => {
    const result = (await route.loader({
      request: new Request(`http://localhost${path}`),
      params: {},
      context: {},
    } as never)) as { data: unknown; init: ResponseInit | null };
    expect(result.init?.status).toBe(503);
    return renderToStaticMarkup(
      createElement(
        MemoryRouter,
        { initialEntries: [path] },
        createElement(route.default as never, { loaderData: result.data } as never),
      ),
    );
  };

  const page = await render("/annual-results?q=2024");
  expect(page).toContain("We could not load annual reports just now");
  expect(page).toContain('href="/annual-results?q=2024"');
  expect(page).toContain("Try again");
  expect(page).not.toContain("<table");

  // The Hindi page says the same in Hindi, and its retry stays on the Hindi page.
  const hindi = await render("/hi/annual-results?q=2024");
  expect(hindi).toContain("हम अभी वार्षिक रिपोर्टें नहीं दिखा पाए");
  expect(hindi).toContain('href="/hi/annual-results?q=2024"');
  expect(hindi).toContain('<a href="/hi/contact">इसके बजाय हमसे संपर्क करें</a>');
});

test("a malformed answer is an error the page handles", async () => {
  erp.on(TEMPLATE_DATA_LIST_PATH, () => ({ body: "not json at all" }));
  await expect(listFaqs("en")).rejects.toThrow(/not JSON/);
});

/**
 * The page cache keys a listing on the parameters its route declares (ADR 22);
 * a parameter read but not declared would serve one visitor's filtered page to
 * another. So: run each listing loader, note every parameter it reads, and
 * compare with what its headers declare.
 */
test.each([
  ["/annual-results", "~/investors/routes/$documentListing"],
  ["/stock-exchange-disclosures", "~/investors/routes/$documentGroup"],
] as const)(
  "%s reads only the query parameters it declares to the page cache",
  async (path, module) => {
    erp.on(TEMPLATE_DATA_LIST_PATH, () => ({
      body: { records: [record("2024-05-23", "Q4 results")] },
    }));
    const route = (await import(module)) as {
      loader: (args: unknown) => Promise<{ data: unknown }>;
      headers: (args: { loaderHeaders: Headers }) => HeadersInit;
    };
    const declared = parsePageCacheHeader(
      new Headers(route.headers({ loaderHeaders: new Headers() })).get(PAGE_CACHE_HEADER),
    )?.query;
    expect(declared?.length).toBeGreaterThan(0);

    const read = new Set<string>();
    for (const method of ["get", "getAll", "has"] as const) {
      const original = URLSearchParams.prototype[method];
      vi.spyOn(URLSearchParams.prototype, method).mockImplementation(function (
        this: URLSearchParams,
        name: string,
      ) {
        read.add(name);
        return (original as (name: string) => unknown).call(this, name);
      } as never);
    }
    const run = async (query: string) => {
      const result = await route.loader({
        request: new Request(`http://localhost${path}?${query}`),
        params: {},
        context: {},
      });
      // The alert sign-up form's session is new on every request, by design.
      const { alertSession, ...page } = result.data as { alertSession?: unknown };
      expect(alertSession).toMatchObject({ form: "investor-alerts" });
      return JSON.stringify(page);
    };
    try {
      const one = await run("year=2024-25&q=results&page=1&utm_source=AAA&junk=1");
      const other = await run("junk=2&utm_source=BBB&page=1&q=results&year=2024-25");
      expect(other).toBe(one);
      expect(one).not.toContain("AAA");
    } finally {
      vi.restoreAllMocks();
    }
    expect([...read].filter((name) => !declared?.includes(name))).toEqual([]);
    expect(read.has("year")).toBe(true);
  },
);
