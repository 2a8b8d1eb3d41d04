import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  isMobile,
  testReadingPages as test,
  testInOwnContext,
  waitForEnhancement,
} from "./fixtures";

/**
 * The site shell every page shares: header, menu, consultation dialog, footer.
 * Runs at 375 px ("mobile") and 1280 px ("desktop"); tests that only make sense
 * at one width skip the other.
 */

test.describe("header", () => {
  test("shows the logo exactly 145 px wide", async ({ page }) => {
    await page.goto("/");
    const logo = page.getByRole("banner").getByRole("img", { name: "Kamo Paints" });
    await expect(logo).toBeVisible();
    const box = await logo.boundingBox();
    expect(box?.width).toBeCloseTo(145, 1);
    await expect(page.getByRole("link", { name: "Kamo Paints home" }).first()).toHaveAttribute(
      "href",
      "/",
    );
  });

  test("collapses the navigation on a phone, opens it with the menu button and closes it when an item is chosen", async ({
    page,
  }) => {
    test.skip(!isMobile(page), "the menu button exists below 992 px only");
    await page.goto("/");
    await waitForEnhancement(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const menuButton = page.getByRole("button", { name: "Menu" });

    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "About" })).toBeHidden();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "About" })).toBeVisible();
    await expectNoAxeViolations(page, "with the menu open");

    // Submenus are disclosure buttons; Escape closes the open one and returns focus to it.
    const products = nav.getByRole("button", { name: "Products" });
    const productsMenu = nav.getByRole("list", { name: "Products", includeHidden: true });
    await products.click();
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await expect(productsMenu.getByRole("link", { name: "Exterior Emulsions" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await expect(productsMenu.getByRole("link", { name: "Exterior Emulsions" })).toBeHidden();
    await expect(products).toBeFocused();

    await nav.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await waitForEnhancement(page);
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }),
    ).toBeHidden();
  });

  test("Escape closes the open phone menu and returns focus to the menu button", async ({
    page,
  }) => {
    test.skip(!isMobile(page), "the menu button exists below 992 px only");
    await page.goto("/about");
    await waitForEnhancement(page);
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton).toBeFocused();
  });

  test("Escape pressed the moment the phone menu opens still closes it", async ({ page }) => {
    test.skip(!isMobile(page), "the menu button exists below 992 px only");
    await page.goto("/about");
    await waitForEnhancement(page);
    const menuButton = page.getByRole("button", { name: "Menu" });
    // On a busy phone the key can come before the next frame is drawn, which
    // is when effects run; dispatched right after the click's render it finds
    // out whether the listener was in place by then.
    await menuButton.evaluate(async (button: HTMLElement) => {
      button.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });

  test("shows the whole navigation on a wide screen, with keyboard-operable submenus", async ({
    page,
  }) => {
    test.skip(isMobile(page), "wide screens only");
    await page.goto("/");
    await waitForEnhancement(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    for (const name of ["Home", "About", "Shade Cards", "Investors", "Contact"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }

    const partner = nav.getByRole("button", { name: "Partner with us" });
    await expect(partner).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Become a Dealer" })).toBeHidden();
    await partner.focus();
    await page.keyboard.press("Enter");
    await expect(partner).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Become a Dealer" })).toBeVisible();
    await expectNoAxeViolations(page, "with a submenu open");
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Become a Dealer" })).toBeHidden();
    await expect(partner).toBeFocused();

    // A click elsewhere on the page closes an open submenu.
    await nav.getByRole("button", { name: "Products" }).click();
    await expect(nav.getByRole("link", { name: "Wood Finishes" })).toBeVisible();
    await page.getByRole("main").click({ position: { x: 5, y: 5 } });
    await expect(nav.getByRole("link", { name: "Wood Finishes" })).toBeHidden();
  });

  test("shows the Catalogue menu with the seeded catalogue's entries", async ({ page }) => {
    await page.goto("/");
    await waitForEnhancement(page);
    if (isMobile(page)) await page.getByRole("button", { name: "Menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    const catalogue = nav.getByRole("button", { name: "Catalogue" });
    // Filled from catalogue data; with none it is left out, never shown empty.
    // The seeded test database has catalogue entries, so here it must be
    // there (the empty case is pinned down in SiteHeader.test.tsx).
    await expect(catalogue).toBeVisible();
    await catalogue.click();
    const entries = nav.getByRole("list", { name: "Catalogue" }).getByRole("link");
    await expect(entries.first()).toBeVisible();
    await expect(entries.first()).toHaveAttribute("href", /^\/Product\/\d+$/);
  });

  testInOwnContext(
    "works without JavaScript: the menu link reveals the navigation",
    async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 375, height: 800 },
      });
      const page = await context.newPage();
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "About" })).toBeHidden();
      await page.getByRole("link", { name: "Menu" }).click();
      await expect(nav.getByRole("link", { name: "About" })).toBeVisible();
      await expect(
        nav
          .getByRole("list", { name: "Products" })
          .getByRole("link", { name: "Interior Emulsions" }),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Book Free Consultant" })).toHaveAttribute(
        "href",
        "/consultation",
      );
      await context.close();
    },
  );
});

test.describe("consultation dialog", () => {
  async function openDialog(page: Page) {
    await page.goto("/");
    await waitForEnhancement(page);
    const trigger = page.getByRole("banner").getByRole("link", { name: "Book Free Consultant" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
    await expect(dialog).toBeVisible();
    return { trigger, dialog };
  }

  test("opens from the header button instead of leaving the page, and locks the page scroll", async ({
    page,
  }) => {
    const { dialog } = await openDialog(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog.getByRole("heading", { name: "Book a free consultation" })).toBeVisible();
    const overflow = await page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(overflow).toBe("hidden");
    await expectNoAxeViolations(page, "with the dialog open");
  });

  test("fills the whole screen on a phone", async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 768, "full screen below 768 px only");
    const { dialog } = await openDialog(page);
    const viewport = page.viewportSize()!;
    // Polled: the dialog slides in over 0.22 s before it settles full screen.
    await expect
      .poll(() => dialog.boundingBox())
      .toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  });

  test("is a centred panel on a wide screen", async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 768, "wide screens only");
    const { dialog } = await openDialog(page);
    // Centred in the page area (the scrollbar's gutter excluded), once the open animation ends.
    const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
    await expect
      .poll(async () => {
        const box = (await dialog.boundingBox())!;
        return box.width < pageWidth && Math.abs(box.x + box.width / 2 - pageWidth / 2) < 2;
      })
      .toBe(true);
  });

  test("closes with its close button and returns focus to the trigger", async ({ page }) => {
    const { trigger, dialog } = await openDialog(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    const overflow = await page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(overflow).not.toBe("hidden");
  });

  test("closes with Escape and returns focus to the trigger", async ({ page }) => {
    const { trigger, dialog } = await openDialog(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("closes with a click on the backdrop", async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 768, "the dialog covers the screen on phones");
    const { trigger, dialog } = await openDialog(page);
    // Inside the panel nothing happens…
    await dialog.getByRole("heading", { name: "Book a free consultation" }).click();
    await expect(dialog).toBeVisible();
    // …outside it, on the dimmed page, the dialog closes.
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("keeps keyboard focus inside while open", async ({ page }) => {
    const { dialog } = await openDialog(page);
    const focusInside = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")));
    expect(await focusInside()).toBe(true);

    const stops = await dialog
      .locator('a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea')
      .count();
    // Go round the dialog once and a bit more: focus must never leave it.
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInside(), `after ${i + 1} Tab presses`).toBe(true);
    }
    await dialog.getByRole("button", { name: "Close" }).focus();
    await page.keyboard.press("Shift+Tab");
    expect(await focusInside()).toBe(true);
    await expect(dialog.getByRole("button", { name: "Close" })).not.toBeFocused();
  });
});

test.describe("footer", () => {
  test("shows the copyright line, legal links and the five social profiles", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("© 2023 Kamo Paints Limited")).toBeVisible();
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(footer.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute(
      "href",
      "/terms-and-conditions",
    );

    const social = footer
      .getByRole("list", { name: "Kamo Paints on social media" })
      .getByRole("link");
    await expect(social).toHaveCount(5);
    for (const network of ["Facebook", "X (Twitter)", "Instagram", "LinkedIn", "YouTube"]) {
      const link = footer.getByRole("link", {
        name: `Kamo Paints on ${network} (opens in a new tab)`,
      });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }

    await expect(footer.getByRole("link", { name: "Financial Results" })).toHaveAttribute(
      "href",
      "/financial-results",
    );
    await expect(footer.getByRole("link", { name: "Exterior Emulsions" })).toHaveAttribute(
      "href",
      "/exterior-range",
    );
    // The in-house team has no site of its own: the credit leads to our contact page.
    await expect(footer.getByRole("link", { name: /Website by/ })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(footer.getByRole("link", { name: /1800 103 4455/ })).toBeVisible();
  });
});
