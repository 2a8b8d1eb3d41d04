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
 * The dealer locator (issue 28, issue 42): a PIN search lists the nearest
 * dealers with their distance and a tel: link, without JavaScript too, and
 * brings the visitor to them (focus on the results' heading, the nearest
 * shop on the first screen of a phone); a malformed PIN gets a message under
 * its field and a 400; "Use my location" lists shops at exact distances; a
 * PIN known only roughly says so; a sales member's CSV import with one bad
 * row shows that row's error and imports nothing; axe finds nothing in any of
 * these states, in English and Hindi.
 */

const en = locatorMessages.in("en");

/** Pages answered 4xx on purpose (a malformed or unknown PIN): the browser logs each. */
const testWithBadInput = testExpectingConsoleErrors((message) =>
  /status of 40[04]/.test(message.text()),
);
/** The same, for tests that only read pages (testReadingPages). */
const readingWithBadInput = sharingOneTab(testWithBadInput);

/** Whether the whole of an element is inside the window, below the sticky header. */
const onFirstScreen = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  return box.top >= header && box.bottom <= window.innerHeight;
};

testReadingPages(
  "a PIN search brings the visitor to the nearest dealers, with distance, phone and directions",
  async ({ page }) => {
    await page.goto("/dealers");
    await page.getByRole("textbox", { name: en("pin.label") }).fill("226001");
    await page.getByRole("button", { name: en("pin.submit") }).click();
    await expect(page).toHaveURL(/\/dealers\?pin=226001#dl-results$/);
    const heading = page.getByRole("heading", {
      name: en("result.pinTitleNear", { pin: "226001" }),
    });
    // Where the visitor's attention goes: the results, not the top of the page.
    await expect(heading).toBeFocused();
    const cards = page.locator(".dl-list > li");
    await expect(cards).toHaveCount(10);
    const first = cards.first();
    await expect(first.locator(".dl-card__distance")).toHaveText(/^(about|under) \d+ km away$/);
    await expect(first.getByRole("link", { name: /^Call \d{5} \d{5}$/ })).toHaveAttribute(
      "href",
      /^tel:\+91[6-9]\d{9}$/,
    );
    await expect(first.getByRole("link", { name: /Google Maps/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    );
    await expect(first.getByRole("link", { name: /Maps app/ })).toHaveAttribute("href", /^geo:/);
    // On a phone, the nearest shop's name and distance are on the first screen.
    expect(
      await first.locator(".dl-card__head").evaluate(onFirstScreen),
      "nearest dealer in view",
    ).toBe(true);
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

testReadingPages(
  "a PIN known only roughly says so, and 302001 is named as a place people know",
  async ({ page }) => {
    await page.goto("/dealers?pin=560002");
    await expect(
      page.getByRole("heading", { name: en("result.pinTitle", { pin: "560002" }) }),
    ).toBeVisible();
    await expect(page.locator(".dl-results__head")).toContainText(
      "We know only roughly where PIN code 560002 is",
    );
    for (const distance of await page.locator(".dl-card__distance").allTextContents())
      expect(distance).toMatch(/^(about|under) \d*[05] km away$/);

    await page.goto("/dealers?pin=302001");
    await expect(page.locator(".dl-results__place")).toHaveText(
      "PIN code 302001 · Jaipur GPO area, Rajasthan",
    );
  },
);

test.describe("with the visitor's location", () => {
  // Koramangala, Bengaluru, where the sample shop KPD-BLR02 stands.
  test.use({
    geolocation: { latitude: 12.92594, longitude: 77.62291 },
    permissions: ["geolocation"],
  });

  test("Use my location lists the shops at exact distances, and keeps nothing", async ({
    page,
  }) => {
    await page.goto("/dealers");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await page.getByRole("button", { name: en("locate.button") }).click();
    await expect(page).toHaveURL(/\/dealers\?lat=12\.926&lon=77\.623#dl-results$/);
    await expect(page.getByRole("heading", { name: en("result.nearTitle") })).toBeFocused();
    const first = page.locator(".dl-list > li").first();
    await expect(first.locator("h3")).toHaveText("Koramangala Colour House");
    // Tenths of a km: both points are exact.
    await expect(first.locator(".dl-card__distance")).toHaveText(/^(about|under) 0\.\d km away$/);
    const response = await page.request.get("/dealers?lat=12.926&lon=77.623");
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    await expectNoAxeViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the PIN form and the state-then-city form work", async ({ page }) => {
    await page.goto("/dealers");
    await page.getByRole("textbox", { name: en("pin.label") }).fill("110001");
    await page.getByRole("button", { name: en("pin.submit") }).click();
    await expect(page.locator(".dl-list > li")).toHaveCount(10);
    // The browser itself scrolls to the results, which come before the forms.
    await expect(page).toHaveURL(/#dl-results$/);
    // Nothing to ask for a location with, and no button that would do nothing.
    await expect(page.getByRole("button", { name: en("locate.button") })).toHaveCount(0);

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

testWithBadInput(
  "a malformed PIN gets a clear message under its field, focus on the field, and a 400",
  async ({ page }) => {
    const response = await page.goto("/dealers?pin=2260#dl-results");
    expect(response?.status()).toBe(400);
    const field = page.getByRole("textbox", { name: en("pin.label") });
    const error = page.locator("#dl-pin-error");
    await expect(error).toHaveText(en("error.pinMalformed", { input: "2260" }));
    await expect(field).toHaveValue("2260");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(
      new RegExp(en("error.pinMalformed", { input: "2260" }).slice(0, 20)),
    );
    await expect(field).toBeFocused();
    // Under its own field, in the PIN form: not under the state-and-city form.
    const pinForm = page.locator("form", { has: field });
    await expect(pinForm.locator("#dl-pin-error")).toHaveCount(1);
    const fieldBox = (await field.boundingBox())!;
    const errorBox = (await error.boundingBox())!;
    expect(errorBox.y).toBeGreaterThan(fieldBox.y);
    expect(errorBox.y - (fieldBox.y + fieldBox.height)).toBeLessThan(120);
    await expect(page.locator(".dl-list")).toHaveCount(0);

    const unknown = await page.goto("/dealers?pin=999999");
    expect(unknown?.status()).toBe(404);
    await expect(error).toHaveText(en("error.pinUnknown", { pin: "999999" }));
  },
);

for (const prefix of ["", "/hi"])
  for (const query of [
    // Results (with the plan's paint), an error, a rough PIN, the visitor's location, a city.
    "?pin=22x",
    "?pin=560002",
    "?pin=400001&product=weather-classic-max",
    "?lat=19.119&lon=72.847",
    "?state=Bihar&city=Patna",
  ])
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
