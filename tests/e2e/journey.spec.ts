import {
  formatJourney,
  JOURNEY_LIMITS,
  JOURNEY_VIEWPORT,
  walkJourney,
} from "../../scripts/bench/journey.mjs";
import { shadeByCode } from "~/shades/shades.server";
import { expect, test } from "./fixtures";

/**
 * The journey of issue 42: a first-time visitor on a 375 px phone, from the
 * home page to a colour chosen, that colour on a wall of the right kind, an
 * estimate with its total on screen and the nearest dealers for the paint,
 * in at most 12 taps (scrolls count as gestures too) and 2 typed fields,
 * with each step's important thing on screen, in English and in Hindi. The
 * path is scripts/bench/journey.mjs, which the bench walks too.
 */
test.use({ viewport: JOURNEY_VIEWPORT });

for (const locale of ["en", "hi"]) {
  test(`colour, wall, cost and dealers in a few taps on a phone (${locale})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "the journey is a phone's");
    // Seven pages loaded and hydrated one after another: under a minute on a
    // quiet machine, more while other suites share the two cores.
    test.setTimeout(150_000);
    const result = await walkJourney(page, { origin: baseURL!, locale });
    console.log(formatJourney(result));

    // The colour chosen is the one on the walls, and the plan carried it all the way.
    const shade = shadeByCode(result.chosen.code);
    expect(shade, result.chosen.code).toBeDefined();
    expect(result.chosen.walls).toBe(shade!.hex);
    const url = new URL(result.chosen.url);
    expect(url.pathname).toBe(locale === "en" ? "/dealers" : `/${locale}/dealers`);
    expect(url.searchParams.get("codes")).toBe(shade!.code);
    expect(url.searchParams.get("scheme")).toBe(`living.walls.${shade!.code}`);
    expect(url.searchParams.get("product")).toBe("velvety");
    expect(url.searchParams.get("estimate")).toContain("carpetArea=900");
    // The bar on the dealers page shows the plan, its total the calculator's.
    expect(result.chosen.nearest, "the nearest dealer's name").not.toBe("");
    const bar = page.locator("[data-plan-bar]");
    await expect(bar).toContainText(result.chosen.total);

    expect(result.typed, "typed fields").toBeLessThanOrEqual(JOURNEY_LIMITS.typed);
    expect(result.gestures, "taps and scrolls").toBeLessThanOrEqual(JOURNEY_LIMITS.gestures);
  });
}
