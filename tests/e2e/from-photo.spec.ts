import path from "node:path";
import type { Page, Request } from "@playwright/test";
import { expect, expectNoAxeViolations, test, testReadingPages } from "./fixtures";

/**
 * "Colour from a photo" (issue 42) as a visitor uses it: a photo opened in
 * the browser and never sent, a point chosen from the keyboard alone, the
 * nearest shades with the chosen paint's first, the photo kept in view on a
 * phone while the shades show beneath it, axe in that state in both
 * languages; and without JavaScript, a page that says what it needs and
 * still finds shades for a colour chosen by hand.
 */

const SAMPLE_PHOTO = path.resolve(import.meta.dirname, "../../public/visualiser/sample-room.jpg");

/** Whether the whole of `selector` lies on the screen (below the header's top edge). */
const onScreen = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });

testReadingPages.describe("a colour from a photo", () => {
  for (const [prefix, words] of [
    [
      "",
      { choose: "Choose or take a photo", ready: "Photo ready", paint: "In Weather Classic Max" },
    ],
    ["/hi", { choose: "फ़ोटो चुनें या खींचें", ready: "फ़ोटो तैयार", paint: "Weather Classic Max में" }],
  ] as const)
    testReadingPages(
      `${prefix || "/en"}: a point chosen by keyboard finds the paint's shades first; the photo is never sent`,
      async ({ page }) => {
        // Everything the page asks the server for after it loads: a photo would be a body.
        const sent: Request[] = [];
        page.on("request", (request) => sent.push(request));
        await page.goto(`${prefix}/colours/from-photo?product=weather-classic-max`);
        // The Hindi header names its menu in Hindi: the page's own mark says it is ready.
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
        await page.getByLabel(words.choose).setInputFiles(SAMPLE_PHOTO);
        await expect(page.getByRole("status").filter({ hasText: words.ready })).toBeVisible();

        // The keyboard is on the photo once it opens; arrows move the point, Enter picks it.
        const photo = page.getByRole("application");
        await expect(photo).toBeFocused();
        for (const key of ["ArrowUp", "ArrowUp", "ArrowLeft", "Enter"])
          await page.keyboard.press(key);
        await page.waitForURL(/[?&]colour=[0-9a-f]{6}\b/);
        const hex = new URL(page.url()).searchParams.get("colour")!;
        const found = page.locator(".fp-found");
        await expect(found).toContainText(`#${hex}`);

        // The paint's shades lead, then those of other paints.
        const groups = found.locator("h3");
        await expect(groups.first()).toHaveText(words.paint);
        await expect(found.locator(".fp-matches").first().locator("li")).toHaveCount(6);

        // On a phone the photo stays at the top while the shades show below it.
        await expect.poll(() => onScreen(page, "#fp-photo")).toBe(true);
        await expect.poll(() => onScreen(page, ".fp-sampled")).toBe(true);
        // And while the visitor reads down the shades, to tap again.
        await found.locator("li").last().scrollIntoViewIfNeeded();
        expect(await onScreen(page, "#fp-photo")).toBe(true);

        for (const request of sent) {
          expect(request.method(), request.url()).toBe("GET");
          expect(request.postDataBuffer(), request.url()).toBeNull();
        }
        await expectNoAxeViolations(page, `${prefix}/colours/from-photo after a colour was picked`);
      },
    );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("says the photo needs scripts, offers the explorer, and finds shades for a colour chosen by hand", async ({
    page,
  }) => {
    await page.goto("/colours/from-photo");
    await expect(page.getByText("Picking a colour from a photo needs JavaScript")).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Browse every shade in the colour explorer" }),
    ).toHaveAttribute("href", "/colours");
    // The colour form is a GET form: its address is the result.
    await page.goto("/colours/from-photo?colour=b5542f&product=weather-classic-max");
    await expect(page.locator(".fp-found")).toContainText("#b5542f");
    await expect(page.locator(".fp-found h3").first()).toHaveText("In Weather Classic Max");
    await expect(page.getByRole("button", { name: "Find shades" })).toBeVisible();
  });
});
