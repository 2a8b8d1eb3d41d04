import { openDatabase } from "~/db/client.server";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { waitOutMinimumFillTime } from "./min-fill-time";

/**
 * A home visit booked on a phone (issue 42, ADR 41), in English and Hindi,
 * with and without JavaScript: the times appear for a PIN the sample service
 * areas cover (Bengaluru), one is chosen, and the confirmation page gives the
 * reference, the day and time, the number we will call and an .ics file for
 * the calendar. axe on the form with its times and on the confirmation.
 * The booking is read back from the server's database (E2E_DATA_DIR).
 */
const dataDir = process.env.E2E_DATA_DIR ?? "";

async function storedBooking(reference: string) {
  const handle = openDatabase({ dataDir });
  try {
    return await handle.db
      .selectFrom("visit_bookings")
      .innerJoin("leads", "leads.id", "visit_bookings.lead_id")
      .select([
        "visit_bookings.status",
        "visit_bookings.pin",
        "visit_bookings.locality",
        "visit_bookings.visit_date",
        "visit_bookings.slot",
        "leads.mobile",
        "leads.email",
      ])
      .where("visit_bookings.reference", "=", reference)
      .executeTakeFirst();
  } finally {
    await handle.close();
  }
}

const cases = [
  { locale: "en", path: "/consultation", booked: "Your visit is booked", js: true },
  { locale: "hi", path: "/hi/consultation", booked: "आपकी विज़िट बुक हो गई", js: true },
  { locale: "en", path: "/consultation", booked: "Your visit is booked", js: false },
] as const;

for (const c of cases) {
  test.describe(`${c.locale}, ${c.js ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: c.js });

    test(`books a visit from a phone number typed with +91, no email, and confirms it (${c.locale}${c.js ? "" : ", no JS"})`, async ({
      page,
    }) => {
      await page.goto(c.path);
      const form = page.locator("form.lead-form");
      const started = Date.now();
      const locality = `Koramangala ${Date.now().toString(36)}`;
      await form.locator('[name="name"]').fill("Ananya Iyer");
      await form.locator('[name="mobile"]').fill("+91 98765 43210");
      await form.locator('[name="pin"]').fill("560034");
      await form.locator('[name="locality"]').fill(locality);
      const times = form.locator("fieldset.visit-slots");
      if (!c.js) {
        // The page comes back with the times for the PIN, what was typed kept.
        await times.locator("button.visit-show").click();
        await expect(form.locator('[name="locality"]')).toHaveValue(locality);
      }
      const first = times.getByRole("radio").first();
      await expect(first).toBeVisible();
      // axe cannot run in a page without scripts; the JavaScript cases check the same markup.
      if (c.js) await expectNoAxeViolations(page, `consultation with visit times (${c.locale})`);
      await first.check();
      const chosen = (await first.getAttribute("value")) ?? "";
      await waitOutMinimumFillTime(page, started);
      await form.locator('button[type="submit"]:not([name="intent"])').click();

      await page.waitForURL(/\/consultation\/booked\/[A-Z0-9]{8}\?k=/);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(c.booked);
      // The visitor lands on the confirmation, not on the footer the form's scroll left.
      await expect(heading).toBeInViewport();
      if (c.js) await expect(heading).toBeFocused();
      const reference = /booked\/([A-Z0-9]{8})/.exec(page.url())![1]!;
      await expect(page.locator(".visit-receipt-reference")).toContainText(
        `${reference.slice(0, 4)}-${reference.slice(4)}`,
      );
      await expect(page.locator(".visit-confirmation")).toContainText("3210");
      await expect(page.locator(".visit-confirmation")).toContainText(locality);
      if (c.js) await expectNoAxeViolations(page, `visit confirmation (${c.locale})`);

      const stored = await storedBooking(reference);
      expect(stored).toMatchObject({
        status: "booked",
        pin: "560034",
        locality,
        mobile: "9876543210",
        visit_date: chosen.split(".")[0],
        slot: chosen.split(".")[1],
      });
      expect(stored?.email ?? "").toBe("");

      const ics = await page.request.get(
        (await page.locator('a[href*=".ics"]').getAttribute("href"))!,
      );
      expect(ics.status()).toBe(200);
      expect(ics.headers()["content-type"]).toContain("text/calendar");
      const text = await ics.text();
      expect(text).toContain("BEGIN:VEVENT");
      expect(text).toContain(`UID:visit-${reference.toLowerCase()}@`);
      // Without its signature the reference shows nothing.
      const bare = await page.request.get(`${c.path}/booked/${reference}`);
      expect(bare.status()).toBe(404);
    });
  });
}
