import crypto from "node:crypto";
import { openDatabase } from "~/db/client.server";
import { formatDealerCsv } from "~/dealers/dealer-csv";
import { locatorMessages } from "~/dealers/locator-messages";
import {
  expect,
  expectNoAxeViolations,
  test,
  testReadingPages,
  sharingOneTab,
  testExpectingConsoleErrors,
} from "./fixtures";
import { testDealer } from "../factories/dealers";
import { createStaffAccount, signIn } from "./staff-fixtures";

/**
 * The dealer locator (issue 28): a PIN search lists the nearest dealers with
 * their distance and a tel: link, without JavaScript too; a malformed PIN
 * gets a message and a 400; a sales member's CSV import with one bad row
 * shows that row's error and imports nothing; axe finds nothing on the
 * results in English and Hindi.
 */

const en = locatorMessages.in("en");

/** Pages answered 4xx on purpose (a malformed or unknown PIN): the browser logs each. */
const testWithBadInput = testExpectingConsoleErrors((message) =>
  /status of 40[04]/.test(message.text()),
);
/** The same, for tests that only read pages (testReadingPages). */
const readingWithBadInput = sharingOneTab(testWithBadInput);

testReadingPages(
  "a PIN search lists the nearest dealers with distance, phone and directions",
  async ({ page }) => {
    await page.goto("/dealers");
    await page.getByRole("textbox", { name: en("pin.label") }).fill("226001");
    await page.getByRole("button", { name: en("pin.submit") }).click();
    await expect(page).toHaveURL(/\/dealers\?pin=226001$/);
    await expect(
      page.getByRole("heading", { name: en("result.pinTitle", { pin: "226001" }) }),
    ).toBeVisible();
    const cards = page.locator(".dl-list > li");
    await expect(cards).toHaveCount(10);
    const first = cards.first();
    await expect(first.locator(".dl-card__distance")).toHaveText(/^about \d+(\.\d)? km away$/);
    await expect(first.getByRole("link", { name: /^Call \d{5} \d{5}$/ })).toHaveAttribute(
      "href",
      /^tel:\+91[6-9]\d{9}$/,
    );
    await expect(first.getByRole("link", { name: /Google Maps/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=\d+\.\d+,\d+\.\d+$/,
    );
    await expect(first.getByRole("link", { name: /Maps app/ })).toHaveAttribute("href", /^geo:/);
    // The small map numbers the same ten dealers, drawn by us without tiles.
    const map = page.getByRole("img", { name: en("map.title") });
    await expect(map.locator(".dl-map__dealer")).toHaveCount(10);
    // Nearest first.
    const distances = (await cards.locator(".dl-card__distance").allTextContents()).map((text) =>
      Number(/[\d.]+/.exec(text)![0]),
    );
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  },
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the PIN form and the state-then-city form work", async ({ page }) => {
    await page.goto("/dealers");
    await page.getByRole("textbox", { name: en("pin.label") }).fill("110001");
    await page.getByRole("button", { name: en("pin.submit") }).click();
    await expect(page.locator(".dl-list > li")).toHaveCount(10);

    await page.getByLabel(en("city.state")).selectOption("Bihar");
    await page.getByRole("button", { name: en("city.showCities") }).click();
    await expect(page).toHaveURL(/state=Bihar/);
    await page.getByLabel(en("city.city"), { exact: true }).selectOption("Patna");
    await page.getByRole("button", { name: en("city.submit") }).click();
    await expect(
      page.getByRole("heading", {
        name: en("result.cityTitle", { city: "Patna", state: "Bihar" }),
      }),
    ).toBeVisible();
    expect(await page.locator(".dl-list > li").count()).toBeGreaterThan(0);
  });
});

testWithBadInput("a malformed PIN gets a clear message and a 400", async ({ page }) => {
  const response = await page.goto("/dealers?pin=2260");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText(en("error.pinMalformed", { input: "2260" }));
  await expect(page.getByRole("textbox", { name: en("pin.label") })).toHaveValue("2260");
  await expect(page.locator(".dl-list")).toHaveCount(0);

  const unknown = await page.goto("/dealers?pin=999999");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("alert")).toHaveText(en("error.pinUnknown", { pin: "999999" }));
});

for (const prefix of ["", "/hi"])
  for (const query of ["?pin=226001", "?pin=22x", "?state=Bihar&city=Patna"])
    readingWithBadInput(`axe finds nothing on ${prefix}/dealers${query}`, async ({ page }) => {
      await page.goto(`${prefix}/dealers${query}`);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, "fits the width").toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });

test("a CSV import with one bad row shows that row's error and imports nothing", async ({
  page,
}) => {
  const sales = await createStaffAccount({ roles: ["sales"] });
  await signIn(page, sales, "/staff/dealers/import");
  const id = crypto.randomBytes(3).toString("hex").toUpperCase();
  const codes = [`T${id}-1`, `T${id}-2`, `T${id}-3`];
  const csv = formatDealerCsv([
    testDealer(codes[0]!),
    testDealer(codes[1]!, { hours: "Mon-Sat 20:00-09:00; Sun closed" }),
    testDealer(codes[2]!),
  ]);
  await page.getByLabel("CSV file").setInputFiles({
    name: "dealers.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await page.getByRole("button", { name: "Import" }).click();
  await expect(
    page.getByRole("heading", { name: /Nothing was imported: 1 mistake/ }),
  ).toBeVisible();
  const row = page.locator(".staff-import-errors tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row.locator("th")).toHaveText("3");
  await expect(row.locator("td").first()).toHaveText("hours");
  await expect(row.locator("td").nth(1)).toContainText("closing time must come after");

  const handle = openDatabase({ dataDir: process.env.E2E_DATA_DIR! });
  try {
    const stored = await handle.db
      .selectFrom("dealers")
      .select("code")
      .where("code", "in", codes)
      .execute();
    expect(stored).toEqual([]);
  } finally {
    await handle.close();
  }

  // The same file put right goes in whole.
  await page.getByLabel("CSV file").setInputFiles({
    name: "dealers.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv.replace("20:00-09:00", "09:00-20:00")),
  });
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page).toHaveURL(/\/staff\/dealers\?imported=3,0$/);
  await expect(page.getByRole("status").first()).toContainText("3 dealers added");
});
