import {
  directorSlugs,
  documentGroupSlugs,
  documentListingSlugs,
  listPublicPaths,
  productSlugs,
  rangeSlugs,
} from "../../app/content/route-paths";
import { locales, pathInLocale } from "../../app/lib/i18n/locales";
import { allShades } from "../../app/shades/shades.server";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, pageRuntime, test, testReadingPages } from "./fixtures";
import { escapeRegExp } from "./html";

/**
 * Every page of the site in every language: it answers, carries the shell and
 * its SEO tags in the page's language, fits the screen, passes axe and logs no
 * console error (the fixture fails the test on any). On a phone (the mobile
 * project, most visitors) every page is checked, and also fits a 320 px
 * screen (checkReflow); on a desktop, one page of
 * each template, since pages of one template differ only in their content and
 * a desktop run of every one of them took a quarter of the browser tests.
 */
/** Paths that are aliases of another page name that page as canonical (no duplicate content). */
const canonicalPath: Record<string, string> = { "/pickyourcolors.html": "/pickyourcolors" };

const englishPages: Array<{ path: string; status: number }> = [
  ...listPublicPaths().map((path) => ({ path, status: 200 })),
  { path: "/thankyou", status: 200 },
  { path: "/consultation", status: 200 },
  { path: "/not-found", status: 404 },
];

/** Pages rendered by the same route module as an earlier page of the list (routes.ts). */
const sameTemplateAsAnother = new Set<string>([
  ...[directorSlugs, rangeSlugs, productSlugs, documentListingSlugs, documentGroupSlugs].flatMap(
    (slugs) => slugs.slice(1).map((slug) => `/${slug}`),
  ),
  "/pickyourcolors.html",
  "/distributor",
  "/vendor",
]);

/**
 * Each page in every language. One test checks a page in all its languages, in
 * one browser context: a fresh context per page cost as much as loading the
 * page, and the second language finds the scripts, styles and fonts cached.
 */
const pageGroups = englishPages.map(({ path, status }) => {
  const template = !sameTemplateAsAnother.has(path);
  const versions = locales.map((locale) => ({
    path: pathInLocale(path, locale.code),
    englishPath: path,
    canonical: pathInLocale(canonicalPath[path] ?? path, locale.code),
    locale: locale.code,
    lang: locale.tag,
    status,
    template,
  }));
  return { status, template, versions };
});

type PageToCheck = (typeof pageGroups)[number]["versions"][number];

/*
 * Every language of a page is checked even when one fails; the test then
 * fails naming each failing page. Desktop runs leave out the tests tagged
 * @phone-only (playwright.config.ts) rather than skip them inside, since a
 * skipped test still opens a browser context first.
 */
testReadingPages.describe("every page", () => {
  for (const { status, template, versions } of pageGroups) {
    testReadingPages(
      `${versions.map((version) => version.path).join(" and ")} answer ${status} with the shell, SEO tags, no overflow and no axe violations`,
      { tag: template ? [] : ["@phone-only"] },
      async ({ page, isMobile }) => {
        // On a phone each page is loaded on the narrowest screen and measured
        // there first (checkReflow), then the same load is checked at the
        // phone's own width. The tab is shared: the script goes with the test.
        const viewport = page.viewportSize();
        const lazySectionsKept = isMobile
          ? await page.addInitScript(keepLazySectionsUnrendered)
          : undefined;
        const failures: string[] = [];
        try {
          for (const version of versions)
            await testReadingPages
              .step(version.path, async () => {
                if (lazySectionsKept) await page.setViewportSize(narrowest);
                await load(page, version);
                if (lazySectionsKept && viewport) {
                  await checkReflow(page, version);
                  await page.setViewportSize(viewport);
                }
                await checkPage(page, version);
              })
              .catch((error: unknown) =>
                failures.push(`${version.path}: ${error instanceof Error ? error.message : error}`),
              );
        } finally {
          await lazySectionsKept?.dispose();
        }
        expect(failures.length, `pages that failed a check:\n\n${failures.join("\n\n")}`).toBe(0);
      },
    );
  }
});

async function load(page: Page, { path, status }: PageToCheck): Promise<void> {
  const response = await page.goto(path, { waitUntil: "load" });
  expect(response?.status(), "HTTP status").toBe(status);
  expect(new URL(page.url()).pathname, "no redirect").toBe(path);
}

/** The page as loaded: its head, landmarks, width and axe. */
async function checkPage(
  page: Page,
  { path, canonical, lang, template }: PageToCheck,
): Promise<void> {
  // The server wrote the head, so it is complete at "load": read it in one
  // go rather than wait on each tag (a tenth of each page's check).
  const head = await page.evaluate(() => {
    const values = (selector: string, attribute: string) =>
      [...document.head.querySelectorAll(selector)].map((tag) => tag.getAttribute(attribute));
    return {
      lang: document.documentElement.getAttribute("lang"),
      title: document.title,
      description: values('meta[name="description"]', "content"),
      keywords: values('meta[name="keywords"]', "content"),
      canonical: values('link[rel="canonical"]', "href"),
      ogTitle: values('meta[property="og:title"]', "content"),
    };
  });
  const someText = expect.stringMatching(/\S/);
  expect(head.lang, "<html lang>").toBe(lang);
  expect(head.title, "title").toMatch(/\S/);
  expect(head.description, "one meta description").toEqual([someText]);
  expect(head.keywords, "one meta keywords").toEqual([someText]);
  expect(head.canonical, "one canonical link").toEqual([
    expect.stringMatching(new RegExp(`^https?://[^/]+${escapeRegExp(canonical)}$`)),
  ]);
  expect(head.ogTitle, "one og:title").toEqual([someText]);

  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);

  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scrollWidth, "page is wider than the screen (horizontal scrolling)").toBeLessThanOrEqual(
    viewport,
  );

  // The header, footer and dialog are one component on every page, drawn
  // from the same data but for the current page's link: the template's
  // page checks them whole, and the other pages of that template their
  // own content, which takes about a fifth less time.
  // In React Router's stock runtime the browser's React hydrates the very
  // elements React wrote on the server, which the other projects check with
  // axe at both widths; there the page's load, hydration without an error
  // and its layout are what is in question (a third of the time without axe).
  if (pageRuntime() === "own")
    await expectNoAxeViolations(page, path, template ? {} : { only: "main" });
}

/** The narrowest screen a page must fit without sideways scrolling (WCAG 1.4.10, reflow). */
const narrowest = { width: 320, height: 640 };

/** Pages whose template lays some sections out lazily (ADR 24): the 320 px check must find them. */
const withLazySections = new Set([...productSlugs, ...rangeSlugs].map((slug) => `/${slug}`));

/*
 * Sections with content-visibility: auto are laid out only near the screen
 * (ADR 24). Whether a section below the fold was laid out once before a
 * measurement depends on timing, and one that never was takes its size from
 * its contain-intrinsic-* estimate (or, with "auto", its remembered size once
 * it was). That once made product pages 737 px wide in CI, now and then. So
 * on a phone every such section is kept from being laid out from the moment
 * the parser inserts it (keepLazySectionsUnrendered), the page is measured as
 * loaded, and then again with all of them laid out, as a visitor who has
 * scrolled to the end has them.
 */

/** An init script: every section with content-visibility: auto stays unrendered, marked. */
function keepLazySectionsUnrendered() {
  new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (!(node instanceof HTMLElement)) continue;
      if (getComputedStyle(node).contentVisibility !== "auto") continue;
      node.style.setProperty("content-visibility", "hidden");
      node.dataset.skippedSection = "";
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * The page, loaded at 320 px with its lazy sections kept unrendered, fits the
 * screen without sideways scrolling (WCAG reflow), before and after those
 * sections are laid out. A second load of every page for this alone cost a
 * fifth of the every-page test's time; the same load then serves checkPage.
 */
async function checkReflow(page: Page, { path, englishPath }: PageToCheck): Promise<void> {
  const skippedSections = await page.locator("[data-skipped-section]").count();
  // The first measurement tests something the second does not only where there are such sections.
  if (withLazySections.has(englishPath))
    expect(skippedSections, `${path}: sections kept from being laid out`).toBeGreaterThan(0);
  const before = await measureWidth(page);
  // Some parts appear only once the page's scripts have run (the
  // visualiser's photo tools): the second measurement waits for them.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLElement>("[data-skipped-section]"))
      section.style.setProperty("content-visibility", "visible");
  });
  const after = await measureWidth(page);
  const tooWide = [
    before && `lower sections not laid out (${before})`,
    after && `scripts run, every section laid out (${after})`,
  ].filter(Boolean);
  // Soft: the checks at the phone's width still run on this load (checkPage).
  expect.soft(tooWide, `${path}: wider than a 320 px screen`).toEqual([]);
}

/**
 * Undefined when the page fits a 320 px screen; otherwise its width and the
 * first elements that reach its far edge, so that a failure says where to look.
 */
async function measureWidth(page: Page): Promise<string | undefined> {
  const { scrollWidth, widest } = await page.evaluate((limit) => {
    const width = document.documentElement.scrollWidth;
    if (width <= limit) return { scrollWidth: width, widest: [] };
    const edge = (element: Element) => Math.round(element.getBoundingClientRect().right);
    const widestElements = [...document.body.querySelectorAll("*")]
      .filter((element) => edge(element) >= width - 1)
      .slice(0, 5)
      .map((element) => {
        const classes = [...element.classList].map((name) => `.${name}`).join("");
        return `${element.tagName.toLowerCase()}${classes}`;
      });
    return { scrollWidth: width, widest: widestElements };
  }, narrowest.width);
  return scrollWidth > narrowest.width ? `${scrollWidth} px: ${widest.join(", ")}` : undefined;
}

/** Machine-readable files; checked once over HTTP (the "http" project), no browser needed. */
test.describe("site files", { tag: "@http" }, () => {
  test("sitemap.xml lists every public page at its canonical address", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!.replace(/&amp;/g, "&")).pathname,
    );
    // Every page is listed once in each language (ADR 25): the Hindi list is
    // the English one under /hi.
    const isHindi = (p: string) => p === "/hi" || p.startsWith("/hi/");
    const listed = locs.filter((p) => !isHindi(p));
    expect(locs.filter(isHindi).sort()).toEqual(listed.map((p) => pathInLocale(p, "hi")).sort());
    // Every fixed page, plus the database pages (catalogue, blog, news) by their ids.
    const fixed = new Set(listPublicPaths());
    expect(listed.filter((p) => fixed.has(p)).sort()).toEqual([...fixed].sort());
    const extra = listed.filter((p) => !fixed.has(p));
    expect(
      extra.filter(
        (p) =>
          !/^\/(Product\/(Details\/)?\d+|blog-details\/\d+|news\/\d+|colours\/[A-Z0-9-]+)$/.test(p),
      ),
    ).toEqual([]);
    // Every shade's page, once (issue 27).
    const shadePages = extra.filter((p) => p.startsWith("/colours/"));
    expect(shadePages.sort()).toEqual(
      allShades()
        .map((s) => `/colours/${s.code}`)
        .sort(),
    );
    expect(extra.some((p) => p.startsWith("/Product/"))).toBe(true);
    expect(listed).not.toContain("/thankyou");
    expect(listed).not.toContain("/not-found");
  });

  test("robots.txt points crawlers to the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*/m);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("the web-app manifest is valid JSON whose icons all load", async ({ request }) => {
    const response = await request.get("/manifest.webmanifest");
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      name?: string;
      short_name?: string;
      start_url?: string;
      icons?: Array<{ src: string; sizes: string; type: string }>;
    };
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.start_url).toBe("/");
    expect(manifest.icons?.length).toBeGreaterThan(0);
    for (const icon of manifest.icons ?? []) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"], icon.src).toBe(icon.type);
      expect((await image.body()).length, icon.src).toBeGreaterThan(100);
    }
  });

  test("the favicons and touch icon linked from every page load", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const icons = [...html.matchAll(/<link[^>]+rel="(?:icon|apple-touch-icon)"[^>]*>/g)].map(
      (m) => /href="([^"]+)"/.exec(m[0])?.[1],
    );
    expect(icons.length).toBeGreaterThan(0);
    for (const href of [...icons, "/favicon.ico"]) {
      const response = await request.get(href!);
      expect(response.status(), href).toBe(200);
      expect(response.headers()["content-type"], href).toMatch(/^image\//);
    }
  });
});
