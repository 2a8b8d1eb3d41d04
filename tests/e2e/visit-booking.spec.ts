import { openDatabase } from "~/db/client.server";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { waitOutMinimumFillTime } from "./min-fill-time";
import { openStoredLocality } from "../stored-personal-data";

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

/** As if the gateway had refused the booking's text for good: a dead letter. */
async function killText(reference: string) {
  const handle = openDatabase({ dataDir });
  try {
    await handle.db
      .updateTable("visit_messages")
      .set({ status: "dead", last_error: "refused (test)" })
      .where("channel", "=", "sms")
      .where("booking_id", "in", (eb) =>
        eb.selectFrom("visit_bookings").select("id").where("reference", "=", reference),
      )
      .execute();
  } finally {
    await handle.close();
  }
}

const email = "ananya.iyer@example.com";
/** What the confirmation says of where the details went, in each language. */
const sentTo = {
  en: {
    sms: "We are sending these details by SMS to your mobile ending 3210.",
    both: "We are sending these details by SMS to your mobile ending 3210 and by email to a•••@example.com.",
    email: "We are sending these details by email to a•••@example.com.",
  },
  hi: {
    sms: "हम यह जानकारी एसएमएस से आपके मोबाइल नंबर (आखिरी चार अंक 3210) पर भेज रहे हैं।",
    both: "हम यह जानकारी एसएमएस से आपके मोबाइल नंबर (आखिरी चार अंक 3210) पर और ईमेल से a•••@example.com पर भेज रहे हैं।",
    email: "हम यह जानकारी ईमेल से a•••@example.com पर भेज रहे हैं।",
  },
} as const;

const cases = [
  { locale: "en", path: "/consultation", booked: "Your visit is booked", js: true, email: false },
  {
    locale: "hi",
    path: "/hi/consultation",
    booked: "आपकी विज़िट बुक हो गई",
    js: true,
    email: true,
  },
  { locale: "en", path: "/consultation", booked: "Your visit is booked", js: false, email: true },
  {
    locale: "hi",
    path: "/hi/consultation",
    booked: "आपकी विज़िट बुक हो गई",
    js: false,
    email: false,
  },
] as const;

for (const c of cases) {
  test.describe(`${c.locale}, ${c.js ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: c.js });

    test(`books a visit from a phone number typed with +91, ${c.email ? "with" : "no"} email, and confirms it (${c.locale}${c.js ? "" : ", no JS"})`, async ({
      page,
    }) => {
      await page.goto(c.path);
      const form = page.locator("form.lead-form");
      const started = Date.now();
      const locality = `Koramangala ${Date.now().toString(36)}`;
      await form.locator('[name="name"]').fill("Ananya Iyer");
      await form.locator('[name="mobile"]').fill("+91 98765 43210");
      if (c.email) await form.locator('[name="email"]').fill(email);
      await form.locator('[name="pin"]').fill("560034");
      await form.locator('[name="locality"]').fill(locality);
      const times = form.locator("fieldset.visit-slots");
      if (!c.js) {
        // The page comes back with the times for the PIN, what was typed kept,
        // and the form session it was first served with: the fill clock runs
        // from the first load, so a quick visitor is not taken for a bot.
        const session = await form.locator('[name="_session"]').inputValue();
        await times.locator("button.visit-show").click();
        await expect(form.locator('[name="locality"]')).toHaveValue(locality);
        await expect(form.locator('[name="_session"]')).toHaveValue(session);
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
      // Where the details went, masked: the page opens from a link in the message.
      const said = sentTo[c.locale];
      await expect(page.getByText(c.email ? said.both : said.sms, { exact: true })).toBeVisible();
      const shown = (await page.locator("main").textContent()) ?? "";
      expect(shown).not.toContain("98765");
      expect(shown).not.toContain("ananya.iyer");
      if (c.js) await expectNoAxeViolations(page, `visit confirmation (${c.locale})`);

      const stored = await storedBooking(reference);
      // Sealed at rest (ADR 61), opened with the server's key ring.
      expect(stored?.locality).not.toContain("Koramangala");
      expect(openStoredLocality(dataDir, stored?.locality ?? "")).toBe(locality);
      expect(stored).toMatchObject({
        status: "booked",
        pin: "560034",
        mobile: "9876543210",
        visit_date: chosen.split(".")[0],
        slot: chosen.split(".")[1],
      });
      expect(stored?.email ?? "").toBe(c.email ? email : "");

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

      // A text the gateway refused is not claimed as sent: the page says only what is true.
      await killText(reference);
      await page.reload();
      await expect(heading).toHaveText(c.booked);
      await expect(page.getByText(said.sms, { exact: true })).toHaveCount(0);
      await expect(page.getByText(said.both, { exact: true })).toHaveCount(0);
      if (c.email) await expect(page.getByText(said.email, { exact: true })).toBeVisible();
      else await expect(page.locator(".visit-confirmation")).not.toContainText(said.email);
    });
  });
}
