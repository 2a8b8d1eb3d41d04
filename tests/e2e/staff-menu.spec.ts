import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, signIn, type TestStaffAccount } from "./staff-fixtures";

/**
 * The staff menu on a phone (issue 43): folded behind a "Menu" disclosure
 * that names the current area, so a page's heading starts near the top of
 * the first screen (it started some 475 px down at 375 px, under every
 * area's link); opened, closed and followed by keyboard; on a desktop the
 * full row of links as before. The member has every role: the longest menu.
 */
let account: TestStaffAccount;

test.beforeAll(async () => {
  account = await createStaffAccount({
    roles: ["admin", "investor-relations", "marketing", "sales"],
    name: "Meera Krishnamurthy",
  });
});

async function layout(page: Page) {
  return page.evaluate(() => ({
    headerBottom: document.querySelector("header")!.getBoundingClientRect().bottom,
    headingTop: document.querySelector("main h1")!.getBoundingClientRect().top,
    sideways: document.documentElement.scrollWidth > window.innerWidth,
  }));
}

for (const width of [320, 375]) {
  test(`on a ${width} px phone the menu is one line and the heading starts near the top`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await signIn(page, account, "/staff/leads");
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    const { headerBottom, headingTop, sideways } = await layout(page);
    expect(headerBottom, "the header with its menu, in px").toBeLessThanOrEqual(120);
    expect(headingTop, "the page's heading, in px from the top").toBeLessThanOrEqual(150);
    expect(sideways, "the page scrolls sideways").toBe(false);
    const nav = page.getByRole("navigation", { name: "Staff area" });
    await expect(nav.locator("summary")).toHaveText("Menu: Leads");
    await expect(nav.getByRole("link", { name: "Leads" })).toBeHidden();
  });
}

test("on a phone the menu opens, closes and is followed by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await signIn(page, account, "/staff/leads");
  const nav = page.getByRole("navigation", { name: "Staff area" });
  const summary = nav.locator("summary");

  // From the brand: Sign out, then the menu (the page's order is the screen's).
  await page.getByRole("link", { name: "Kamo Paints staff area, home" }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(summary).toBeFocused();
  // A visible ring, in saffron on the dark header.
  expect(
    await summary.evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.outlineStyle, style.outlineColor];
    }),
  ).toEqual(["solid", "rgb(242, 165, 65)"]);

  await page.keyboard.press("Enter");
  const leads = nav.getByRole("link", { name: "Leads" });
  await expect(leads).toBeVisible();
  await expect(leads).toHaveAttribute("aria-current", "page");
  // Every link a target of at least 24 px (WCAG 2.2, 2.5.8); ours are 44.
  for (const link of await nav.getByRole("link").all()) {
    const box = (await link.boundingBox())!;
    expect(box.height, await link.innerText()).toBeGreaterThanOrEqual(24);
    expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(375);
  }
  // The member's name gives way to their account, at the menu's end.
  await expect(nav.getByRole("link", { name: "Your account" })).toBeVisible();
  await expect(page.getByRole("link", { name: /: your account$/ })).toBeHidden();
  await expectNoAxeViolations(page, "staff menu open on a phone");

  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Overview" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(leads).toBeHidden();
  await expect(summary).toBeFocused();

  await page.keyboard.press("Space");
  await nav.getByRole("link", { name: "Dealers" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/staff\/dealers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dealers" })).toBeVisible();
  // Folded again over the new page, which it names; the keyboard stays on it.
  await expect(summary).toHaveText("Menu: Dealers");
  await expect(nav.getByRole("link", { name: "Dealers" })).toBeHidden();
  await expect(summary).toBeFocused();
});

test("on a desktop the menu is the full row of links, with no disclosure", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, account, "/staff/leads");
  const nav = page.getByRole("navigation", { name: "Staff area" });
  await expect(nav.locator("summary")).toBeHidden();
  for (const name of ["Overview", "Documents", "Blog", "Leads", "Dealers", "Audit log"])
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Your account" })).toBeHidden();
  await expect(
    page.getByRole("link", { name: /^Meera Krishnamurthy\W+your account$/ }),
  ).toBeVisible();
  // The links in a row beside each other, as before the phone's menu: Overview and Documents side by side.
  const [overview, documents] = await Promise.all(
    ["Overview", "Documents"].map((name) =>
      nav.getByRole("link", { name, exact: true }).boundingBox(),
    ),
  );
  expect(documents!.y).toBe(overview!.y);
  expect(documents!.x).toBeGreaterThan(overview!.x + overview!.width);
});
