import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { shadeByCode } from "~/shades/shades.server";
import { sceneOf, type SurfaceId } from "~/visualiser/scenes";
import { parseState, stateQuery, withCompare, withPaint } from "~/visualiser/state";
import { SAMPLE_POINTS } from "../../scripts/visualiser-sample-photo.mjs";
import {
  expect,
  expectNoAxeViolations,
  test,
  testReadingPages,
  waitForEnhancement,
} from "./fixtures";

/**
 * The visualiser (issue 27) as a visitor uses it: painting every surface of a
 * scene from the keyboard with a screen reader's names, a shared address
 * that reproduces a scheme (two schemes compared), the whole page without
 * JavaScript, a PNG saved from the scene, the sample photo painted in the
 * browser (pixels change where tapped and nowhere else), and axe in both
 * languages.
 */

const SAMPLE_PHOTO = path.resolve(import.meta.dirname, "../../public/visualiser/sample-room.jpg");

/** Shades of the data set, none of them a scene's default, to paint with. */
const PAINTS = ["KP-0513", "KP-0837", "KC-244-68-114", "KP-0422", "KC-340-71-160", "KP-0335"];

const surfaceLink = (page: Page, surface: SurfaceId, scheme = "a") =>
  page.locator(`figure[data-scheme="${scheme}"] svg a[data-surface="${surface}"]`);

/** The colour a surface is painted, as drawn (its first shape's fill). */
async function fillOf(link: Locator): Promise<string> {
  return (await link.locator(".vis-surface__paint").first().getAttribute("fill")) ?? "";
}

/** Every scheme's surfaces as drawn: name, what a screen reader hears, selection and paint. */
function drawing(page: Page) {
  return page
    .locator("figure svg a.vis-surface")
    .evaluateAll((links) =>
      links.map((link) => [
        link.closest("figure")!.dataset["scheme"],
        link.dataset["surface"],
        link.getAttribute("aria-label"),
        link.getAttribute("aria-current"),
        [...link.querySelectorAll(".vis-surface__paint")].map((path) => path.getAttribute("fill")),
      ]),
    );
}

async function searchAndPaint(page: Page, code: string) {
  const search = page.getByRole("searchbox", { name: "Search shades" });
  await search.fill(code);
  await search.press("Enter");
  const chip = page.getByRole("link", { name: new RegExp(`, ${code}$`) }).first();
  await chip.focus();
  await page.keyboard.press("Enter");
}

testReadingPages.describe("painting by keyboard", () => {
  testReadingPages(
    "every surface of the children's room is reached, named and painted from the keyboard",
    async ({ page }) => {
      await page.goto("/visualiser?scene=kids");
      await waitForEnhancement(page);
      const surfaces = sceneOf("kids").surfaces;
      expect(surfaces.length).toBeGreaterThanOrEqual(4);

      // The surfaces follow one another in the tab order.
      await surfaceLink(page, surfaces[0]!.id).focus();
      for (const surface of surfaces.slice(1)) {
        await page.keyboard.press("Tab");
        await expect(surfaceLink(page, surface.id)).toBeFocused();
      }

      for (const [i, surface] of surfaces.entries()) {
        const code = PAINTS[i]!;
        const shade = shadeByCode(code)!;
        const link = surfaceLink(page, surface.id);
        await link.focus();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(new RegExp(`surface=${surface.id}(&|$)`));
        await expect(link).toHaveAttribute("aria-current", "true");
        await searchAndPaint(page, code);
        await expect(page).toHaveURL(new RegExp(`[?&]${surface.id}=${code}(&|$)`));
        expect(await fillOf(link)).toBe(shade.hex);
        // What a screen reader hears for the surface: its name and its shade's name and code.
        await expect(link).toHaveAccessibleName(
          new RegExp(`: ${shade.name}, ${code} \\(selected\\)$`),
        );
      }
      // All of them kept their own shade.
      for (const [i, surface] of surfaces.entries())
        expect(await fillOf(surfaceLink(page, surface.id))).toBe(shadeByCode(PAINTS[i]!)!.hex);
    },
  );
});

testReadingPages.describe("sharing", () => {
  testReadingPages(
    "a shared address reproduces a compared scheme exactly",
    async ({ page, browser }) => {
      let state = withCompare(parseState(new URLSearchParams("scene=exterior")).state, true);
      state = withPaint({ ...state, surface: "walls" }, "KP-0513");
      state = withPaint({ ...state, edit: "b", surface: "door" }, "KP-0837");
      state = withPaint({ ...state, edit: "b", surface: "upper" }, "KP-0422");
      const url = `/visualiser?${stateQuery(state)}`;
      await page.goto(url);
      for (const key of ["a", "b"] as const) {
        const scheme = key === "a" ? state.a : state.b!;
        for (const surface of sceneOf("exterior").surfaces)
          expect(await fillOf(surfaceLink(page, surface.id, key)), `${key} ${surface.id}`).toBe(
            shadeByCode(scheme[surface.id]!)!.hex,
          );
      }
      await expect(page.locator("figure figcaption")).toHaveText(["Scheme A", "Scheme B"]);

      // Painted in the page, then opened from its address somewhere else: the same drawing.
      await waitForEnhancement(page);
      await surfaceLink(page, "upper", "a").click();
      // The form carries the state it was drawn with: search once the page shows scheme A's surface.
      await expect(page).not.toHaveURL(/edit=b/);
      await searchAndPaint(page, "KC-244-68-114");
      await expect(page).toHaveURL(/[?&]upper=KC-244-68-114/);
      const drawn = await drawing(page);
      const shared = await page
        .getByRole("link", { name: "Link to this scheme" })
        .getAttribute("href");
      expect(shared).toBe(new URL(page.url()).pathname + new URL(page.url()).search);
      const elsewhere = await (await browser.newContext()).newPage();
      await elsewhere.goto(new URL(shared!, page.url()).href);
      expect(await drawing(elsewhere)).toEqual(drawn);
      await elsewhere.context().close();
    },
  );

  testReadingPages("saves the scene as a PNG of twice its drawn size", async ({ page }) => {
    await page.goto("/visualiser?scene=bedroom");
    await waitForEnhancement(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Save as picture (PNG)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("kamo-bedroom.png");
    const png = fs.readFileSync((await download.path())!);
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1600, 1000]);
    expect(png.length).toBeGreaterThan(20_000);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("scenes, surfaces, search, painting and comparing are links and GET forms", async ({
    page,
  }) => {
    await page.goto("/visualiser?shade=KP-0513");
    // A shade page's "Try it in the visualiser" paints the first surface.
    expect(await fillOf(surfaceLink(page, "walls"))).toBe(shadeByCode("KP-0513")!.hex);
    await page.getByRole("link", { name: "Kitchen" }).click();
    await expect(page).toHaveURL(/scene=kitchen/);
    // The walls keep their shade in the next scene.
    expect(await fillOf(surfaceLink(page, "walls"))).toBe(shadeByCode("KP-0513")!.hex);
    await page
      .locator(".vis-surfaces")
      .getByRole("link", { name: /^Cabinets/ })
      .click();
    await expect(page.getByRole("heading", { name: "Paint the Cabinets" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search shades" }).fill("KP-0837");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("1 shade matches.")).toBeVisible();
    await page.getByRole("link", { name: /, KP-0837$/ }).click();
    expect(await fillOf(surfaceLink(page, "cabinets"))).toBe(shadeByCode("KP-0837")!.hex);

    await page.getByRole("link", { name: "Compare two schemes" }).click();
    await expect(page.locator("figure")).toHaveCount(2);
    await page.getByRole("link", { name: "Paint Scheme B" }).click();
    await surfaceLink(page, "ceiling", "b").click();
    await page.getByRole("searchbox", { name: "Search shades" }).fill("KP-0422");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: /, KP-0422$/ }).click();
    expect(await fillOf(surfaceLink(page, "ceiling", "b"))).toBe(shadeByCode("KP-0422")!.hex);
    expect(await fillOf(surfaceLink(page, "ceiling", "a"))).not.toBe(shadeByCode("KP-0422")!.hex);

    // The photo needs scripts, and the page says so instead of showing dead controls.
    await expect(page.getByText("Painting your own photo needs JavaScript")).toBeVisible();
    await expect(page.getByLabel("Choose a photo")).toHaveCount(0);
  });

  test("an address with unknown values still shows a scene, and says what it left out", async ({
    page,
  }) => {
    await page.goto("/visualiser?scene=garage&walls=KP-9999");
    await expect(page.getByText("Part of this page's address was not")).toBeVisible();
    expect(await fillOf(surfaceLink(page, "walls"))).toBe(
      shadeByCode(sceneOf("living").surfaces[0]!.defaultCode)!.hex,
    );
  });
});

testReadingPages.describe("your own photo", () => {
  testReadingPages(
    "the sample photo is painted where tapped, nowhere else, and undone",
    async ({ page }) => {
      await page.goto("/visualiser?walls=KP-0513");
      await waitForEnhancement(page);
      await expect(page.getByText("Your photo never leaves this device.")).toBeVisible();
      await page.getByLabel("Choose a photo").setInputFiles(SAMPLE_PHOTO);
      await expect(page.getByRole("status").filter({ hasText: "Photo ready" })).toBeVisible();
      // The photo shows in the scene's place, a widget the arrow keys also point into.
      const canvas = page.getByRole("application", { name: /Your photo/ });
      const size = await canvas.evaluate((c: HTMLCanvasElement) => [c.width, c.height]);
      expect(size).toEqual([960, 720]);

      const read = () =>
        canvas.evaluate((c: HTMLCanvasElement, points) => {
          const context = c.getContext("2d")!;
          return Object.fromEntries(
            Object.entries(points).map(([name, [x, y]]) => [
              name,
              [...context.getImageData(x!, y!, 1, 1).data.slice(0, 3)],
            ]),
          );
        }, SAMPLE_POINTS);
      const before = await read();
      const box = (await canvas.boundingBox())!;
      const [x, y] = SAMPLE_POINTS.backWall;
      await canvas.click({ position: { x: (x / 960) * box.width, y: (y / 720) * box.height } });
      await expect(
        page.getByRole("status").filter({ hasText: /pixels painted Peacock Breeze/ }),
      ).toBeVisible();
      const after = await read();
      const moved = (name: string) =>
        before[name]!.some((value, i) => Math.abs(value - after[name]![i]!) > 8);
      expect(moved("backWall")).toBe(true);
      expect(moved("backWallFar")).toBe(true);
      for (const outside of ["leftWall", "rightWall", "floor", "sofa", "picture", "ceiling"])
        expect(after[outside], outside).toEqual(before[outside]);
      // The painted wall is the shade's hue: Peacock Breeze is a green-blue.
      const [r, g, b] = after["backWall"]!;
      expect(g! > r! && b! > r!).toBe(true);
      expect(Number(await canvas.getAttribute("data-tap-ms"))).toBeGreaterThan(0);

      // Painting runs after the tap's event, so each result is awaited, not read
      // at once: on a busy machine the second tap's read once came first.
      await page.getByRole("button", { name: "Undo" }).click();
      await expect.poll(read).toEqual(before);
      await canvas.click({ position: { x: (x / 960) * box.width, y: (y / 720) * box.height } });
      await expect.poll(async () => (await read())["backWall"]).not.toEqual(before["backWall"]);
      await page.getByRole("button", { name: "Start again" }).click();
      await expect.poll(read).toEqual(before);
    },
  );

  testReadingPages(
    "on a phone the painted scene, or the photo, stays in view while a shade is chosen below",
    async ({ page }) => {
      await page.goto("/visualiser?walls=KP-0513");
      await waitForEnhancement(page);
      const scene = page.locator('figure[data-scheme="a"] svg');
      const chips = page.locator(".vis-group .vis-chip:not([aria-current])");

      // A chip far down the picker: tapping it paints the scene, still on screen.
      const chip = chips.nth(4);
      await chip.scrollIntoViewIfNeeded();
      const colour = await chip
        .locator(".vis-chip__swatch")
        .evaluate((swatch) => getComputedStyle(swatch).backgroundColor);
      await chip.click();
      const wall = scene.locator('.vis-surface[aria-current="true"] .vis-surface__paint').first();
      await expect.poll(() => wall.evaluate((p) => getComputedStyle(p).fill)).toBe(colour);
      expect(await fullyOnScreen(scene)).toBe(true);

      // With a photo open, the photo takes the scene's place and a chip repaints the wall tapped last.
      await page.getByLabel("Choose a photo").setInputFiles(SAMPLE_PHOTO);
      const photo = page.getByRole("application", { name: /Your photo/ });
      await expect(photo).toBeVisible();
      const box = (await photo.boundingBox())!;
      const [x, y] = SAMPLE_POINTS.backWall;
      await photo.click({ position: { x: (x / 960) * box.width, y: (y / 720) * box.height } });
      await expect(photo).toHaveAttribute("data-shade", /^#/);
      const painted = await photo.getAttribute("data-shade");
      const next = chips.nth(5);
      await next.scrollIntoViewIfNeeded();
      await next.click();
      await expect(photo).not.toHaveAttribute("data-shade", painted!);
      expect(await fullyOnScreen(photo)).toBe(true);
    },
  );
});

/** Whether all of an element lies on the screen, below the site's sticky header. */
function fullyOnScreen(locator: Locator) {
  return locator.evaluate((element) => {
    const header = document.querySelector("header")!.getBoundingClientRect().bottom;
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= header - 1 && box.bottom <= window.innerHeight;
  });
}

testReadingPages.describe("accessibility", () => {
  for (const url of [
    "/visualiser",
    "/visualiser?scene=exterior&compare=1&edit=b&q=sage",
    "/hi/visualiser",
    "/hi/visualiser?scene=boundary&compare=1&q=blue",
  ])
    testReadingPages(`axe finds nothing on ${url}`, async ({ page }) => {
      await page.goto(url);
      // The parts the scripts add (copy, save, the photo's controls) are checked too.
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      await expectNoAxeViolations(page, url);
    });

  testReadingPages("the Hindi page is in Hindi, shade names stay English", async ({ page }) => {
    await page.goto("/hi/visualiser?shade=KP-0513");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("दीवारों पर शेड देखें");
    await expect(surfaceLink(page, "walls")).toHaveAccessibleName(
      "दीवारें: Peacock Breeze, KP-0513 (चुनी हुई)",
    );
    await expect(page.locator(".vis-surfaces [lang=en]").first()).toHaveText("Peacock Breeze");
  });
});
