import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, expectFocusedErrorSummary, signIn } from "./staff-fixtures";

/**
 * The catalogue in the staff area (issue 6): marketing edits sub-categories,
 * products and items, and visitors see the change at once. Every test works
 * inside a sub-category of its own and deletes it at the end, so the sample
 * catalogue other tests rely on is left as it was.
 */

// A real PNG (a terracotta tin on cream), made the way an editor would save one.
async function productPhoto(width = 800, height = 600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 600">
    <rect width="800" height="600" fill="#fbf8f3"/><circle cx="620" cy="150" r="110" fill="#f6dcd3"/>
    <rect x="280" y="170" width="240" height="300" rx="18" fill="#c8553d"/>
    <rect x="280" y="150" width="240" height="40" rx="12" fill="#1f3a5f"/>
    <rect x="320" y="270" width="160" height="80" rx="8" fill="#fbf8f3"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The line a staff page shows after a change (the editor has a status line of its own). */
async function expectNotice(page: Page, text: string) {
  await expect(page.locator(".staff-notice[role=status]")).toContainText(text);
}

// Uploading, checking the public pages and running axe twice takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

const unique = (name: string) => `${name} ${crypto.randomBytes(3).toString("hex")}`;

async function signInAsMarketing(page: Page) {
  const account = await createStaffAccount({ roles: ["marketing"], name: "Meera Iyer" });
  await signIn(page, account, "/staff/catalogue");
}

/** Adds a sub-category through the form and returns its staff page address and public id. */
/**
 * Types into the description once its editor has taken over from the plain
 * field: text typed into the field just before that was lost now and then
 * (a fresh-clone run, where the page took longer to start its scripts).
 */
async function fillDescription(page: Page, html: string, scripts: boolean) {
  if (scripts)
    await expect(page.getByRole("toolbar", { name: "Description: formatting" })).toBeVisible();
  await page.getByRole("textbox", { name: "Description" }).fill(html);
}

async function addSubCategory(
  page: Page,
  name: string,
  descriptionHtml = "",
  { scripts = true }: { scripts?: boolean } = {},
) {
  await page.goto("/staff/catalogue");
  await page.getByRole("link", { name: "Add sub-category" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New sub-category");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  if (descriptionHtml) await fillDescription(page, descriptionHtml, scripts);
  await page.getByRole("button", { name: "Add sub-category" }).click();
  await expectNotice(page, "Sub-category added");
  const staffUrl = new URL(page.url()).pathname;
  const id = staffUrl.split("/").pop()!;
  return { staffUrl, publicUrl: `/Product/${id}` };
}

async function addProduct(
  page: Page,
  subCategoryStaffUrl: string,
  name: string,
  options: {
    descriptionHtml?: string;
    /** False in a context without JavaScript, where the description is a plain field. */
    scripts?: boolean;
    picture?: { name: string; mimeType: string; buffer: Buffer };
  } = {},
) {
  await page.goto(`${subCategoryStaffUrl}/products/new`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("New product in");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  if (options.descriptionHtml)
    await fillDescription(page, options.descriptionHtml, options.scripts ?? true);
  if (options.picture) await page.getByLabel("Card picture").setInputFiles(options.picture);
  await page.getByRole("button", { name: "Add product" }).click();
}

/** Deletes the sub-category and everything in it, through the confirmation page. */
async function deleteSubCategory(page: Page, staffUrl: string, hasProducts: boolean) {
  await page.goto(`${staffUrl}/delete`);
  if (hasProducts) {
    // Without the extra tick the sub-category is kept and the page says why.
    await page.getByRole("button", { name: "Delete sub-category" }).click();
    await expect(page.getByRole("alert")).toContainText("Tick the box");
    await expectFocusedErrorSummary(page, ["Also delete its"]);
    await page.getByLabel(/Also delete its/).check();
  }
  await page.getByRole("button", { name: "Delete sub-category" }).click();
  await expect(page).toHaveURL(/\/staff\/catalogue\?notice=sub-category-deleted$/);
  await expectNotice(page, "Sub-category deleted");
}

test("marketing adds a sub-category and a product with a picture; visitors see both at once", async ({
  page,
}) => {
  await signInAsMarketing(page);
  await expect(page.getByRole("heading", { level: 1, name: "Catalogue" })).toBeVisible();
  await expectNoAxeViolations(page, "staff catalogue list");

  const subName = unique("Anti-Fungal Coatings");
  const sub = await addSubCategory(
    page,
    subName,
    "Coatings that keep bathrooms and kitchens free of mould through the monsoon.",
  );
  await expectNoAxeViolations(page, "staff sub-category page");

  // The header's Catalogue menu links to it at once.
  await page.goto("/");
  await expect(page.locator(`header a[href="${sub.publicUrl}"]`)).toHaveText(subName);

  await addProduct(page, sub.staffUrl, "Kamo Hygiene Shield", {
    descriptionHtml: "A washable, anti-fungal emulsion for damp rooms.",
    picture: { name: "hygiene-shield.png", mimeType: "image/png", buffer: await productPhoto() },
  });
  await expectNotice(page, "Product added");
  await expect(page.getByText("Uploaded picture")).toBeVisible();
  await expectNoAxeViolations(page, "staff product page");

  // The public sub-category page: the card with the uploaded picture, sized, and
  // (being the first card, the largest thing on a phone's first screen) fetched at once.
  await page.goto(sub.publicUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(subName);
  await expect(page.getByText("free of mould through the monsoon")).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: "Kamo Hygiene Shield" });
  const cardImage = card.locator("img");
  await expect(cardImage).toHaveAttribute("src", /^\/media\/\d+\/kamo-hygiene-shield\.png$/);
  await expect(cardImage).toHaveAttribute("width", "800");
  await expect(cardImage).toHaveAttribute("height", "600");
  await expect(cardImage).toHaveAttribute("loading", "eager");
  await expect(cardImage).toHaveAttribute("fetchpriority", "high");
  await cardImage.scrollIntoViewIfNeeded();
  await expect
    .poll(() => cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(800);
  await expectNoAxeViolations(page, "public sub-category page with an upload");

  await deleteSubCategory(page, sub.staffUrl, true);
  await page.goto("/");
  await expect(page.locator(`header a[href="${sub.publicUrl}"]`)).toHaveCount(0);
  expect((await page.request.get(sub.publicUrl)).status()).toBe(404);
});

test("an item's picture needs a caption and its links must be safe; the product page shows it", async ({
  page,
}) => {
  await signInAsMarketing(page);
  const sub = await addSubCategory(page, unique("Roof Coatings"));
  await addProduct(page, sub.staffUrl, "Kamo Cool Roof");
  await expectNotice(page, "Product added");
  const productStaffUrl = new URL(page.url()).pathname;

  await page.getByRole("link", { name: "Add item" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("New item for");
  const picture = page.getByLabel("Picture", { exact: true });
  const photo = { name: "tin.png", mimeType: "image/png", buffer: await productPhoto(640, 480) };
  await picture.setInputFiles(photo);
  await page.getByRole("button", { name: "Add item" }).click();
  // A picture needs its caption: the text alternative screen readers read out.
  await expect(page.getByRole("alert")).toContainText("Describe what the picture shows");
  await expect(page.getByRole("textbox", { name: "Caption" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expectNoAxeViolations(page, "item form with errors");

  await picture.setInputFiles(photo);
  await page.getByRole("textbox", { name: "Caption" }).fill("20 litre pail of Kamo Cool Roof");
  await page.getByRole("textbox", { name: /^Product details link/ }).fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Add item" }).click();
  await expect(page.locator("#productDetailsUrl-error")).toContainText("https://");

  await picture.setInputFiles(photo);
  await page
    .getByRole("textbox", { name: /^Product details link/ })
    .fill("/downloads/products/velvety/brochure.pdf");
  await page.getByRole("button", { name: "Add item" }).click();
  await expect(page).toHaveURL(new RegExp(`${productStaffUrl}\\?notice=item-created`));
  await expect(
    page.getByRole("link", { name: "20 litre pail of Kamo Cool Roof", exact: true }),
  ).toBeVisible();

  await page.goto(sub.publicUrl);
  await page.getByRole("link", { name: "More Info about Kamo Cool Roof" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kamo Cool Roof");
  const shown = page.getByRole("img", { name: "20 litre pail of Kamo Cool Roof" });
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute("width", "640");
  await expect(shown).toHaveAttribute("height", "480");
  await expect(page.getByRole("link", { name: /^Download PDF/ })).toHaveAttribute(
    "href",
    "/downloads/products/velvety/brochure.pdf",
  );
  await expectNoAxeViolations(page, "public product page with an upload");

  await deleteSubCategory(page, sub.staffUrl, true);
});

// Staff pages are plain forms and redirects: adding and ordering work with JavaScript off.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("moving a product up changes the order on the public page at once", async ({ page }) => {
    await signInAsMarketing(page);
    const sub = await addSubCategory(page, unique("Floor Coatings"));
    for (const name of ["Kamo Floor Epoxy", "Kamo Car Park Coat", "Kamo Tennis Court Paint"])
      await addProduct(page, sub.staffUrl, name);

    await page.goto(sub.publicUrl);
    const publicCards = page
      .getByRole("region", { name: "Products" })
      .getByRole("heading", { level: 3 });
    await expect(publicCards).toHaveText([
      "Kamo Floor Epoxy",
      "Kamo Car Park Coat",
      "Kamo Tennis Court Paint",
    ]);

    await page.goto(sub.staffUrl);
    await expect(page.getByRole("button", { name: "Move Kamo Floor Epoxy up" })).toBeDisabled();
    await page.getByRole("button", { name: "Move Kamo Tennis Court Paint up" }).click();
    await expectNotice(page, "Order changed");
    const staffRows = page.getByRole("table").getByRole("link", { name: /^Kamo / });
    await expect(staffRows).toHaveText([
      "Kamo Floor Epoxy",
      "Kamo Tennis Court Paint",
      "Kamo Car Park Coat",
    ]);
    await page.getByRole("button", { name: "Move Kamo Floor Epoxy down" }).click();
    await expect(staffRows).toHaveText([
      "Kamo Tennis Court Paint",
      "Kamo Floor Epoxy",
      "Kamo Car Park Coat",
    ]);

    await page.goto(sub.publicUrl);
    await expect(publicCards).toHaveText([
      "Kamo Tennis Court Paint",
      "Kamo Floor Epoxy",
      "Kamo Car Park Coat",
    ]);

    await deleteSubCategory(page, sub.staffUrl, true);
  });
});

test("a file that is not a picture, renamed .png, is refused with a visible error", async ({
  page,
}) => {
  await signInAsMarketing(page);
  const sub = await addSubCategory(page, unique("Metal Primers"));
  await addProduct(page, sub.staffUrl, "Kamo Red Oxide Primer", {
    picture: {
      name: "red-oxide.png",
      mimeType: "image/png",
      buffer: Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n"),
    },
  });
  const error = page.locator("#picture-error");
  await expect(error).toHaveText(/not a JPEG, PNG or WebP picture/);
  await expect(page.getByRole("alert")).toContainText("Picture");
  await expect(page.getByLabel("Card picture")).toHaveAttribute("aria-invalid", "true");
  // The typed name is kept; nothing was saved.
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(
    "Kamo Red Oxide Primer",
  );
  await expectNoAxeViolations(page, "product form with an upload error");
  await page.goto(sub.publicUrl);
  await expect(page.getByText("Products for this category are being added")).toBeVisible();

  await deleteSubCategory(page, sub.staffUrl, false);
});

test("a script in a name, caption or description never runs on the public pages", async ({
  page,
  browser,
}, testInfo) => {
  // Staff side without JavaScript: the description is then a plain textarea, so
  // raw HTML reaches the server exactly as a hand-made request would send it.
  const staffContext = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: testInfo.project.use.baseURL,
  });
  const staffPage = await staffContext.newPage();
  await signInAsMarketing(staffPage);
  const hostileName = `<img src=x onerror="window.__catalogueXss=1">Rust Guard ${crypto.randomBytes(2).toString("hex")}`;
  const sub = await addSubCategory(
    staffPage,
    hostileName,
    '<p>Stops rust.</p><script>window.__catalogueXss=2</script><p onmouseover="window.__catalogueXss=3">Dries in 4 hours.</p><a href="javascript:window.__catalogueXss=4">Brochure</a>',
    { scripts: false },
  );
  await addProduct(
    staffPage,
    sub.staffUrl,
    '"><script>window.__catalogueXss=5</script>Zinc Shield',
    {
      descriptionHtml: '<svg onload="window.__catalogueXss=6"></svg><b>Zinc-rich</b>',
      scripts: false,
    },
  );
  await staffPage.getByRole("link", { name: "Add item" }).click();
  await expect(staffPage.getByRole("heading", { level: 1 })).toContainText("New item for");
  await staffPage
    .getByLabel("Picture", { exact: true })
    .setInputFiles({ name: "zinc.png", mimeType: "image/png", buffer: await productPhoto() });
  await staffPage.getByLabel("Caption").fill('Tin"><img src=x onerror="window.__catalogueXss=7">');
  await staffPage.getByRole("button", { name: "Add item" }).click();
  await expectNotice(staffPage, "Item added");

  await page.goto(sub.publicUrl);
  // Names are text, shown exactly as typed; the description keeps only safe markup.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hostileName);
  await expect(page.getByText("Dries in 4 hours.")).toBeVisible();
  await expect(page.locator("main script")).toHaveCount(0);
  await expect(page.locator("main [onmouseover], main [onerror], main [onload]")).toHaveCount(0);
  await expect(page.locator('main a[href^="javascript:"]')).toHaveCount(0);
  await page.getByText("Dries in 4 hours.").hover();
  await page.getByRole("link", { name: /More Info/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Zinc Shield");
  await expect(page.getByText("Zinc-rich")).toBeVisible();
  await expect(
    page.getByRole("img", { name: 'Tin"><img src=x onerror="window.__catalogueXss=7">' }),
  ).toBeVisible();
  // The header menu shows the name as text too.
  await page.goto("/");
  await expect(page.locator(`header a[href="${sub.publicUrl}"]`)).toHaveText(hostileName);
  expect(
    await page.evaluate(() => (window as { __catalogueXss?: number }).__catalogueXss),
  ).toBeUndefined();

  await deleteSubCategory(staffPage, sub.staffUrl, true);
  await staffContext.close();
});

test("a sales-only account gets 403 on the catalogue pages and actions", async ({ page }) => {
  const sales = await createStaffAccount({ roles: ["sales"], name: "Ravi Menon" });
  await signIn(page, sales);
  const response = await page.goto("/staff/catalogue");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You don't have access to this");
  await expect(
    page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Catalogue" }),
  ).toHaveCount(0);
  for (const path of [
    "/staff/catalogue/sub-categories/new",
    "/staff/catalogue/sub-categories/1/delete",
  ])
    expect((await page.request.get(path)).status()).toBe(403);
  // A forged move: refused before anything changes (wrong role, and no CSRF token).
  const move = await page.request.post("/staff/catalogue", {
    form: { intent: "move", id: "1", direction: "down" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(move.status()).toBe(403);
});
