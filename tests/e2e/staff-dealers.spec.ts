import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, expectFocusedErrorSummary, signIn } from "./staff-fixtures";

/**
 * A shop's own location, set in the staff dealer form (ADR 42), as a member
 * of the sales team sets it on a desktop: a point outside India is refused on
 * its own field with what was typed kept; a good one is saved, and the public
 * locator measures from it at once, to a tenth of a km, not "approximate".
 *
 * The shop is a sample dealer in the Andaman Islands, where no other test
 * searches, so moving it changes nothing another test counts on.
 */
const dealer = { code: "KPD-00001", name: "Kanchangarh Hardware Store" };
/** Where the shop is moved to, and where the visitor stands ("Use my location"). */
const shop = { lat: 12.21, lon: 92.78 };
const visitor = { lat: 12.19, lon: 92.78 };

/** Great-circle distance, worked out here rather than by the locator's own code. */
function kmBetween(a: typeof shop, b: typeof shop): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

test("staff set a shop's own location; the locator measures from it", async ({ page }) => {
  const sales = await createStaffAccount({ roles: ["sales"] });
  await signIn(page, sales, `/staff/dealers/${dealer.code}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(dealer.name);
  const location = page.getByLabel("Location of the shop");

  // London: refused on its own field, what was typed kept, the rest of the form as it was.
  await location.fill("51.5074, -0.1278");
  await page.getByRole("button", { name: /^Save/ }).click();
  await expect(page.locator("#coordinates-error")).toContainText("outside India");
  await expect(location).toHaveAttribute("aria-invalid", "true");
  await expect(location).toHaveValue("51.5074, -0.1278");
  await expect(page.getByLabel(/^Shop name/)).toHaveValue(dealer.name);

  // A point on the island, as a map app copies it.
  await location.fill(`${shop.lat.toFixed(5)}, ${shop.lon.toFixed(5)}`);
  await page.getByRole("button", { name: /^Save/ }).click();
  await expect(page.getByText("Saved. The dealer locator shows the change at once.")).toBeVisible();
  await expect(location).toHaveValue("12.21000, 92.78000");
  await expect(page.locator("#coordinates-error")).toHaveCount(0);

  // The visitor's own location: both points exact, so the distance is to a tenth of a km.
  await page.goto(`/dealers?lat=${visitor.lat}&lon=${visitor.lon}#dl-results`);
  const card = page.locator("article.dl-card", { has: page.getByText(dealer.name) });
  const km = Math.round(kmBetween(visitor, shop) * 10) / 10;
  expect(km).toBeGreaterThan(1);
  await expect(card.locator(".dl-card__distance")).toHaveText(`about ${km.toFixed(1)} km away`);
  await expect(card).not.toContainText("approximate");
});

test("a refused dealer's error summary takes the focus and links to each field, with and without JavaScript", async ({
  browser,
}) => {
  // Two sign-ins and two accessibility scans: more than a default test's time on a busy machine.
  test.slow();
  for (const javaScript of [true, false]) {
    const sales = await createStaffAccount({ roles: ["sales"] });
    const context = await browser.newContext({ javaScriptEnabled: javaScript });
    const page = await context.newPage();
    await signIn(page, sales, "/staff/dealers/new");
    await page.getByLabel(/^Shop name/).fill("Summary Test Paints");
    await page.getByRole("button", { name: "Add dealer" }).click();
    await expectFocusedErrorSummary(page, ["Dealer code", "Contact person", "Mobile"], {
      javaScript,
    });
    // What was typed is kept.
    await expect(page.getByLabel(/^Shop name/)).toHaveValue("Summary Test Paints");
    // axe runs as a script in the page: only where the page runs scripts.
    if (javaScript) await expectNoAxeViolations(page, "refused dealer form");
    await context.close();
  }
});
