import type { Locator, Page } from "@playwright/test";
import { company } from "../../app/content/company";
import { board } from "../../app/content/people";
import { expect, test } from "./fixtures";

// every-route.spec.ts runs axe on every page as it loads, at this width too;
// the tests here run it again only on a state that check does not reach (the
// home page's carousel after its first slide).

const slides = company.heroSlides;

function heroCarousel(page: Page): Locator {
  return page.getByRole("region", { name: "Featured ranges" });
}

/** The slide a visitor is shown: its headline is on screen and its picker is marked current. */
async function expectShownSlide(page: Page, index: number) {
  const carousel = heroCarousel(page);
  const slide = slides[index];
  if (!slide) throw new Error(`no slide ${index}`);
  await expect(
    carousel.getByRole("button", { name: `Show slide ${index + 1}: ${slide.headline}` }),
  ).toHaveAttribute("aria-current", "true");
  await expect(carousel.getByRole("heading", { name: slide.headline })).toBeInViewport();
}

/** Drags horizontally across the shown slide's picture with the mouse (pointer events). */
async function dragAcrossSlide(page: Page, index: number, deltaX: number) {
  const box = await heroCarousel(page).getByRole("img", { name: slides[index]?.alt }).boundingBox();
  if (!box) throw new Error("slide picture not laid out");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + deltaX / 2, y, { steps: 3 });
  await page.mouse.move(x + deltaX, y, { steps: 3 });
  await page.mouse.up();
}

/**
 * A paused fake clock: page time moves only when the test says so. The clock
 * runs in real time between install and pause, so the pause is a minute on:
 * a busy machine can take more than a second between the two calls, and
 * pausing at a time already past fails.
 */
async function installPausedClock(page: Page) {
  const start = new Date("2026-01-05T10:00:00+05:30");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

/**
 * The page hydrates one animation frame after its load event and its first
 * paint (ADR 24). A paused fake clock holds animation frames too, and the
 * paint is reported a moment after the load, so let time run in frame-sized
 * steps until the controls appear: the slide show starts its five seconds then.
 */
async function startHydrationOnPausedClock(page: Page) {
  const next = heroCarousel(page).getByRole("button", { name: "Next slide" });
  await expect(async () => {
    await page.clock.runFor(20);
    await expect(next).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 10_000 });
}

async function waitForCarouselControls(page: Page) {
  await expect(heroCarousel(page).getByRole("button", { name: "Next slide" })).toBeVisible();
}

test.describe("home page", () => {
  test("shows four slides that next, previous and the pickers change from the keyboard", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const carousel = heroCarousel(page);
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(4);
    await waitForCarouselControls(page);
    await expectShownSlide(page, 0);

    await carousel.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("Enter");
    await expectShownSlide(page, 1);

    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expectShownSlide(page, 3);

    await carousel.getByRole("button", { name: /^Show slide 3:/ }).focus();
    await page.keyboard.press("Space");
    await expectShownSlide(page, 2);

    // From the last slide "next" wraps round to the first.
    await carousel.getByRole("button", { name: /^Show slide 4:/ }).click();
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expectShownSlide(page, 0);
  });

  test("advances every five seconds until paused, announcing only manual changes", async ({
    page,
  }) => {
    await installPausedClock(page);
    await page.goto("/");
    await startHydrationOnPausedClock(page);
    await waitForCarouselControls(page);
    const carousel = heroCarousel(page);
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "off");

    await page.clock.runFor(4_800);
    await expectShownSlide(page, 0);
    await page.clock.runFor(400);
    await expectShownSlide(page, 1);

    await carousel.getByRole("button", { name: "Stop automatic slide show" }).click();
    await expect(
      carousel.getByRole("button", { name: "Start automatic slide show" }),
    ).toBeVisible();
    // Leave the carousel so only the pause (not hover or focus) holds it still.
    await page.mouse.move(1, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(12_000);
    await expectShownSlide(page, 1);
  });

  test("holds still while the pointer rests on it and resumes when it leaves", async ({ page }) => {
    await installPausedClock(page);
    await page.goto("/");
    await startHydrationOnPausedClock(page);
    await waitForCarouselControls(page);

    await heroCarousel(page).getByRole("heading", { name: slides[0]!.headline }).hover();
    await page.clock.runFor(8_000);
    await expectShownSlide(page, 0);

    await page.mouse.move(1, 1);
    await page.clock.runFor(5_100);
    await expectShownSlide(page, 1);
  });

  test("changes slide on a swipe of 40 px or more, not on a shorter drag", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForCarouselControls(page);

    await dragAcrossSlide(page, 0, -25);
    await expectShownSlide(page, 0);

    await dragAcrossSlide(page, 0, -60);
    await expectShownSlide(page, 1);

    await dragAcrossSlide(page, 1, 60);
    await expectShownSlide(page, 0);
    // A swipe ending on the slide must not have followed its link.
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("does not rotate for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await waitForCarouselControls(page);
    const carousel = heroCarousel(page);
    await expect(
      carousel.getByRole("button", { name: "Start automatic slide show" }),
    ).toBeVisible();
    await page.clock.runFor(15_000);
    await expectShownSlide(page, 0);
  });

  test("lists the nine product ranges, the business facts, offices and reviews", async ({
    page,
  }) => {
    await page.goto("/");
    const ranges = page.getByRole("region", { name: "A finish for every surface" });
    const links = ranges.getByRole("link");
    await expect(links).toHaveCount(9);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/dual-paints-series",
      "/interior-range",
      "/exterior-range",
      "/designer-range",
      "/distemper-range",
      "/premium-enamel-range",
      "/wood-coating-products",
      "/water-proofing-solutions",
      // Other Products: the catalogue's Primers & Putty page.
      "/Product/5",
    ]);
    await expect(ranges.getByRole("link", { name: /Wood Finishes/ })).toBeVisible();

    const facts = page.getByRole("region", { name: "Kamo Paints in numbers" });
    for (const text of [
      "2008",
      "4,000+",
      "Dealers and distributors",
      "50+",
      "₹1,000 cr",
      "FY26",
      "5 saplings",
    ]) {
      await expect(facts).toContainText(text);
    }

    // Kamo Colours merged into the company (facts.ts): both offices are its own.
    const offices = page.getByRole("region", { name: "Our offices" });
    await expect(
      offices.getByRole("heading", { name: "Kamo Paints Limited", exact: true }),
    ).toHaveCount(2);
    await expect(offices.getByText("Delhi office (colourants and tinting)")).toBeVisible();

    const reviews = page.getByRole("region", { name: "Customer reviews" });
    await expect(reviews.locator('[aria-roledescription="slide"]')).toHaveCount(5);

    // Our own calculator (issue 28), no longer a consultation request.
    await expect(page.getByRole("link", { name: "Get a paint estimate" })).toHaveAttribute(
      "href",
      "/paint-budget-calculator",
    );
    // The colour tile leads to the explorer and to the visualiser (issue 27).
    await expect(page.getByRole("link", { name: "Try them on a room" })).toHaveAttribute(
      "href",
      "/visualiser",
    );
    await expect(page.getByRole("heading", { name: "Tell us about your project" })).toBeVisible();
  });

  test("sets the reviews in the brand's serif on a first visit over a slow connection", async ({
    page,
    context,
  }) => {
    // A slow mobile connection: the quotation face arrives well after the first paint.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 300,
      downloadThroughput: 200_000,
      uploadThroughput: 100_000,
    });
    await page.goto("/");
    const quote = page.locator(".review__quote").first();
    await quote.scrollIntoViewIfNeeded();
    await expect(quote).toBeVisible();
    // The font the browser actually drew the quotation with, not the one the styles ask for.
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    await expect
      .poll(
        async () => {
          const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
          const { nodeId } = await cdp.send("DOM.querySelector", {
            nodeId: root.nodeId,
            selector: ".review__quote",
          });
          const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
          return fonts.map((font) => font.familyName);
        },
        { timeout: 15_000 },
      )
      .toEqual(["Fraunces"]);
  });
});

test.describe("about page", () => {
  test("has every section anchor of the spec and an in-page table of contents", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Kamo Paints");
    const anchors = [
      "chairman-msg",
      "philosophy",
      "business-model",
      "awareness",
      "vission-mission",
      "directors",
      "committies",
      "csr",
      "awards",
    ];
    for (const id of anchors) {
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
      await expect(
        page.getByRole("navigation", { name: "On this page" }).locator(`a[href="#${id}"]`),
      ).toHaveCount(1);
    }
    for (const value of [
      "Honesty",
      "Transparency",
      "Commitment",
      "Quality Assurance",
      "Customer Satisfaction",
    ]) {
      await expect(page.getByRole("heading", { name: value, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Managing Director's message" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Success story" })).toBeVisible();

    const committees = page.getByRole("region", { name: "Board committees" });
    await expect(committees.getByRole("article")).toHaveCount(4);
    await expect(committees.getByText("Chairman", { exact: true })).toHaveCount(4);

    const csr = page.getByRole("region", { name: "Corporate social responsibility" });
    await expect(csr.getByRole("img")).toHaveCount(6);
    const awards = page.getByRole("region", { name: "Awards", exact: true });
    await expect(awards.getByRole("listitem")).toHaveCount(5);
  });

  test("shows the CSR gallery in rows 250 px high", async ({ page }) => {
    await page.goto("/about#csr");
    const pictures = page
      .getByRole("region", { name: "Corporate social responsibility" })
      .getByRole("listitem");
    await expect(pictures).toHaveCount(6);
    const first = await pictures.first().boundingBox();
    expect(first?.height).toBeCloseTo(250, 0);
    const tops = await pictures.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    const columns = tops.filter((top) => top === tops[0]).length;
    expect(columns).toBe(page.viewportSize()!.width >= 768 ? 3 : 1);
    // Each picture fills its row: no strip of background below it (issue 26).
    const gaps = await pictures.evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        const image = item.querySelector("img")!.getBoundingClientRect();
        return Math.round(box.bottom - image.bottom) + Math.round(image.top - box.top);
      }),
    );
    expect(gaps).toEqual([0, 0, 0, 0, 0, 0]);
  });

  test("links six director cards to profile pages with name, designation and biography", async ({
    page,
  }) => {
    await page.goto("/about");
    const directors = page.getByRole("region", { name: "Board of directors" });
    const links = directors.getByRole("link");
    await expect(links).toHaveCount(6);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(board.map((person) => `/${person.slug}`));

    for (const person of board) {
      await page.goto(`/${person.slug}`);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(person.name);
      await expect(page.getByText(person.designation, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(person.biography[0]!)).toBeVisible();
      await expect(page.getByRole("img", { name: `Portrait of ${person.name}` })).toBeVisible();
      await expect(
        page.getByRole("link", { name: /Back to the board of directors/ }),
      ).toHaveAttribute("href", "/about#directors");
    }
  });
});

test.describe("legal, contact and thank-you pages", () => {
  test("the privacy policy covers the DPDP Act's age of 18 and answers within 90 days", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
    const contents = page.getByRole("navigation", { name: "Contents" });
    await expect(contents.getByRole("link", { name: "Cookies" })).toHaveAttribute(
      "href",
      "#cookies",
    );
    await expect(page.getByRole("heading", { name: /Information we collect/ })).toBeVisible();
    await expect(page.getByText(/under the age of 18/)).toBeVisible();
    await expect(page.getByText(/within 90 days at most/)).toBeVisible();
  });

  test("the contact page lists both offices, the numbers and the Let's Talk section", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(
      page.getByRole("link", { name: company.contact.tollFree }).first(),
    ).toHaveAttribute("href", `tel:${company.contact.tollFree.replace(/\s/g, "")}`);
    for (const office of company.offices) {
      await expect(page.getByText(office.role, { exact: true })).toBeVisible();
      await expect(page.getByText(office.addressLines[0]!)).toBeVisible();
    }
    await expect(
      page.getByRole("heading", { name: company.offices[0]!.company, exact: true }),
    ).toHaveCount(2);
    await expect(page.getByRole("heading", { name: "Send us a message" })).toBeVisible();
  });

  test("the thank-you page thanks the visitor and links home", async ({ page }) => {
    await page.goto("/thankyou");
    await expect(
      page.getByText("Thanks for sharing details, our team will connect you soon"),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});
