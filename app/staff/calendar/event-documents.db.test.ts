import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/db-utils";
import { insertDocument } from "../../../tests/factories/documents";
import { companyDomain, privacyEmail } from "~/content/facts";
import { sampleEvents } from "~/investors/calendar/sample-events";
import { createEvent, updateEvent } from "./calendar.server";
import { eventInputFromForm, formErrorsOf } from "./event-form";

/**
 * Issue 41: a calendar event took any number of document ids (19,999 grew
 * calendar.ics to 915 KB), published or not; and its UID named
 * kamopaints.example, which can never change once calendars subscribe.
 */
let t: TestDatabase;
const actor = { user: { id: 1, email: "ir@kamopaints.in" }, clientIp: "127.0.0.1" };
const now = new Date("2026-11-26T05:00:00Z");
const published: number[] = [];
let unpublished = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  const document = (n: number, isPublished = 1) =>
    insertDocument(
      t.handle.db,
      {
        category: "Stock Exchange Disclosures",
        date: "2026-11-20",
        description: `Filing ${n}`,
        fileStem: `filing-${n}`,
      },
      isPublished,
    );
  for (let n = 1; n <= 21; n++) published.push(await document(n));
  unpublished = await document(99, 0);
});
afterAll(() => t.cleanup());

const meeting = (documents: string) =>
  eventInputFromForm({
    kind: "board-meeting",
    title: "Board meeting",
    purpose: "To consider the results",
    startDate: "2027-02-10",
    startTime: "11:00",
    documents,
  });

describe("an event's documents", () => {
  test("the form takes at most 20, and says so under the field", () => {
    const read = meeting(published.join(", "));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.documents).toMatch(/at most 20/);
    expect(meeting(published.slice(0, 20).join(", ")).ok).toBe(true);
  });

  test("only published documents: an unpublished or unknown number is refused by name", async () => {
    const read = meeting(`${published[0]}, ${unpublished}, 999999`);
    if (!read.ok) return expect.fail(JSON.stringify(read.errors));
    const result = await createEvent(actor, read.input, now, t.handle.db);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const errors = formErrorsOf(result.errors);
    expect(Object.keys(errors)).toEqual(["documents"]);
    expect(errors.documents).toContain(String(unpublished));
    expect(errors.documents).toContain("999999");
    expect(errors.documents).not.toContain(`${published[0]},`);
  });

  test("an edit is checked the same way; published documents are kept", async () => {
    const read = meeting(published.slice(0, 3).join(", "));
    if (!read.ok) return expect.fail(JSON.stringify(read.errors));
    const created = await createEvent(actor, read.input, now, t.handle.db);
    if (!created.ok) return expect.fail(JSON.stringify(created.errors));
    expect(created.event.relatedDocumentIds).toEqual(published.slice(0, 3));
    const edited = await updateEvent(
      actor,
      created.event.uid,
      { relatedDocumentIds: [published[0]!, unpublished] },
      now,
      t.handle.db,
    );
    expect(edited?.ok).toBe(false);
  });
});

describe("event UIDs", () => {
  test("name the company's domain, from the content files, for staff events and samples alike", async () => {
    // The domain the company's own mail addresses use.
    expect(privacyEmail.split("@")[1]).toBe(companyDomain);
    const read = meeting("");
    if (!read.ok) return expect.fail(JSON.stringify(read.errors));
    const created = await createEvent(actor, read.input, now, t.handle.db);
    if (!created.ok) return expect.fail(JSON.stringify(created.errors));
    expect(created.event.uid).toMatch(new RegExp(`@${companyDomain.replace(/\./g, "\\.")}$`));
    for (const { event } of sampleEvents) {
      expect(event.uid).toMatch(new RegExp(`@${companyDomain.replace(/\./g, "\\.")}$`));
      expect(event.uid).not.toContain("kamopaints.example");
    }
  });
});
