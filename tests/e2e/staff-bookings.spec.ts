import { randomUUID } from "node:crypto";
import { openDatabase } from "~/db/client.server";
import { bookVisit, formatReference, visitOffer } from "~/leads/booking/store.server";
import { fullDayName } from "~/leads/booking/visit-words";
import { storeLead } from "~/leads/delivery/store.server";
import { sealWithServerKeys } from "../stored-personal-data";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, signIn } from "./staff-fixtures";

/**
 * The staff side of home visits (issue 42, ADR 41): sales sees a visit by
 * day and area, moves it to another slot with room and then cancels it,
 * each change listed with its reason and its way to the CRM; axe on the
 * day view and the visit. The visit is booked straight into the running
 * server's database (E2E_DATA_DIR), in Bengaluru, a sample service area.
 */
const dataDir = process.env.E2E_DATA_DIR ?? "";
// What the test stores is sealed with the server's keys (ADR 61).
sealWithServerKeys(dataDir);

async function bookedVisit(locality: string) {
  const handle = openDatabase({ dataDir });
  try {
    const offer = await visitOffer(handle.db, "560034");
    if (offer.status !== "served") throw new Error(`Bengaluru is ${offer.status}`);
    const [first, second] = offer.days;
    let reference = "";
    await storeLead(handle.db, {
      form: "consultation",
      sessionKey: randomUUID(),
      data: { name: "Meera Rao", mobile: "9845012345", pin: "560034", locality },
      clientIp: "127.0.0.1",
      userAgent: "e2e",
      alongside: async (trx, leadId) => {
        ({ reference } = await bookVisit(trx, {
          leadId,
          pin: "560034",
          locality,
          date: first!.date,
          slot: first!.slots[0]!,
        }));
      },
    });
    return { reference, date: first!.date, to: second! };
  } finally {
    await handle.close();
  }
}

test("sales finds a visit by day and area, moves it, then cancels it, each change recorded", async ({
  page,
}) => {
  const locality = `Indiranagar ${Date.now().toString(36)}`;
  const visit = await bookedVisit(locality);
  const sales = await createStaffAccount({ roles: ["sales"] });
  await signIn(page, sales, `/staff/bookings?view=day&date=${visit.date}`);

  await expect(page.getByRole("heading", { level: 1, name: "Home visits" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Bengaluru" })).toBeVisible();
  const link = page.getByRole("link", { name: formatReference(visit.reference) });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page, "home visits by day");

  await link.click();
  await expect(page.getByText(`${locality}, PIN 560034`)).toBeVisible();
  await expectNoAxeViolations(page, "a booked visit");

  const target = `${fullDayName(visit.to.date, "en")}, `;
  const select = page.getByLabel("New day and time");
  const option = select.locator("option", { hasText: target }).first();
  await select.selectOption((await option.getAttribute("value"))!);
  await page.locator("#move-reason").fill("The family asked for a later day");
  await page.getByRole("button", { name: "Move the visit" }).click();
  const changes = page.getByRole("region", { name: "Changes and the CRM" });
  await expect(changes).toContainText("Moved");
  await expect(changes).toContainText("The family asked for a later day");

  await page.locator("#cancel-reason").fill("Painting postponed to next year");
  await page.getByRole("button", { name: "Cancel the visit" }).click();
  await expect(changes).toContainText("Cancelled");
  await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page, "a cancelled visit");
});
