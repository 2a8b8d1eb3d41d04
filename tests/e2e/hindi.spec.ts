import { directorSlugs } from "~/content/route-paths";
import { spawnSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { expect, testReadingPages as test, testInOwnContext } from "./fixtures";

/**
 * The Hindi site (issue 25, ADR 25): /hi pages in Hindi with lang="hi-IN",
 * the switch to the same page in English keeping the query, reciprocal
 * hreflang links, and no axe violations at phone and desktop widths.
 */

test("the Hindi home page is in Hindi, with its lang and Hindi navigation", async ({ page }) => {
  await page.goto("/hi");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  const nav = page.locator("#site-nav");
  await expect(nav).toHaveAttribute("aria-label", "मुख्य");
  await expect(nav.getByRole("link", { name: "हमारे बारे में", includeHidden: true })).toHaveAttribute(
    "href",
    "/hi/about",
  );
  await expect(page.locator(".skip-link")).toHaveText("मुख्य सामग्री पर जाएं");
  await expect(page).toHaveTitle(/कामो पेंट्स/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "hi_IN");
  await expect(page.locator("footer")).toContainText("सर्वाधिकार सुरक्षित");
});

/**
 * Latin words left in a Hindi page's main text: an untranslated label or
 * paragraph shows up here. Mail addresses, CIN/DIN-like codes and Roman
 * numerals ("फ़ेज़ III") are Latin in Hindi too.
 */
function latinWords(text: string): string[] {
  const kept = text.replace(/\S+@\S+/g, " ").replace(/\b[A-Z0-9]{10,}\b/g, " ");
  return [...new Set(kept.match(/[A-Za-z]{3,}/g) ?? [])].filter((word) => !/^[IVX]+$/.test(word));
}

for (const path of ["/hi/contact", ...directorSlugs.map((slug) => `/hi/${slug}`)]) {
  test(`${path} reads in Hindi: headings, labels, title and description`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    expect(latinWords(await page.locator("main").innerText())).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0900-\u097F]/);
    await expect(page).toHaveTitle(/^[^A-Za-z]*[\u0900-\u097F].*\| Kamo Paints$/);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(latinWords(description ?? "")).toEqual([]);
  });
}

test("the switch leads to the same page in the other language, query kept", async ({ page }) => {
  // A filter the listing reads: the page cache keys on it (ADR 22), so the
  // cached Hindi page carries the switch for exactly this filter.
  await page.goto("/hi/financial-results?year=2023-24");
  const toEnglish = page.getByRole("banner").getByRole("link", { name: /English/ });
  await expect(toEnglish).toHaveAttribute("hreflang", "en-IN");
  await expect(toEnglish).toHaveAttribute("href", "/financial-results?year=2023-24");
  await expect(toEnglish).toHaveAccessibleName(/English.*अंग्रेज़ी में पढ़ें/);
  // The link works without scripts too; once they run, a click also remembers the choice.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await toEnglish.click();
  await expect(page).toHaveURL(/\/financial-results\?year=2023-24$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  const toHindi = page.getByRole("banner").getByRole("link", { name: /हिंदी/ });
  await expect(toHindi).toHaveAttribute("href", "/hi/financial-results?year=2023-24");
  await expect(toHindi).toHaveAccessibleName(/Read this page in Hindi/);
  await page.goto("/no-such-page");
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  // Switching back to Hindi is remembered: an unknown path (no language in
  // its URL) now goes to the Hindi 404 page.
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page.getByRole("banner").getByRole("link", { name: /हिंदी/ }).click();
  await expect(page).toHaveURL(/\/hi\/about$/);
  await page.goto("/no-such-page");
  await expect(page).toHaveURL(/\/hi\/not-found$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("पेज नहीं मिला");
});

test("every language version names all of them, reciprocally", async ({ page, baseURL }) => {
  const sets: string[][] = [];
  for (const path of ["/about", "/hi/about"]) {
    await page.goto(path);
    sets.push(
      await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`),
        ),
    );
  }
  const expected = [
    `en-IN ${baseURL}/about`,
    `hi-IN ${baseURL}/hi/about`,
    `x-default ${baseURL}/about`,
  ];
  expect(sets[0]).toEqual(expected);
  expect(sets[1]).toEqual(expected);
});

/** The fonts Chromium drew an element's text with, by family, and whether each came from the page. */
async function fontsDrawing(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts;
}

// A context of its own: an empty cache, so the font file's first fetch is seen.
testInOwnContext(
  "Hindi text is in Noto Sans Devanagari: the device's own copy, else our file, never preloaded",
  async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/noto-sans-devanagari-[\w-]+\.woff2$/.test(request.url())) fetched.push(request.url());
    });
    await page.goto("/hi");
    await expect(page.locator('link[rel="preload"][href*="devanagari"]')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    const first = await fontsDrawing(page, "h1");
    // A device with the face (every Android phone) draws with it and fetches
    // nothing; one without fetches our file, used as soon as it is cached.
    const own = first.find(
      (font) => font.familyName === "Noto Sans Devanagari" && !font.isCustomFont,
    );
    const installed =
      spawnSync("fc-list", [":family=Noto Sans Devanagari"], { encoding: "utf8" }).stdout.trim() !==
      "";
    expect(Boolean(own), "drawn from the installed copy exactly when there is one").toBe(installed);
    if (own) expect(fetched, "the device has the face; our file is not needed").toEqual([]);
    else expect(fetched, "no installed copy: our file is fetched").toHaveLength(1);

    await page.goto("/hi/about");
    await page.evaluate(() => document.fonts.ready);
    const drawn = await fontsDrawing(page, "h1");
    expect(drawn.map((font) => font.familyName)).toContain("Noto Sans Devanagari");
    expect(drawn.find((font) => font.familyName === "Noto Sans Devanagari")!.isCustomFont).toBe(
      !own,
    );
  },
);
