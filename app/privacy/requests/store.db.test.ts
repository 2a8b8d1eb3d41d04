import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { KeyRing } from "~/lib/crypto/sealed.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/db-utils";
import { contactOf } from "../identity/contact";
import { countdown } from "./deadline";
import {
  answerRequest,
  createRequest,
  listRequests,
  requestForStaff,
  requestsOf,
} from "./store.server";

/**
 * The requests of the people whose data we hold (ADR 63), on SQLite and
 * PostgreSQL: stored with their kind, state and 90-day deadline, the contact
 * and the words sealed, found again by the person who proves the same
 * contact (after a key rotation too), queued for staff by deadline, answered.
 */
let t: TestDatabase;
let db: DB;
const ring = KeyRing.generate("k1");
const asha = contactOf("sms", "9820012345")!;
const ravi = contactOf("email", "ravi@example.com")!;
const made = new Date("2026-11-29T03:00:00.000Z");

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.handle.db;
});
afterAll(async () => t.cleanup());
beforeEach(async () => {
  await db.deleteFrom("privacy_requests").execute();
});

describe("a privacy request", () => {
  it("is stored with its kind, its state and a deadline 90 days on, and no contact in clear", async () => {
    const stored = await createRequest(
      db,
      { kind: "grievance", contact: asha, locale: "hi", details: "मेरा नंबर 9820012345 है" },
      made,
      ring,
    );
    expect(stored.deadlineAt).toBe("2027-02-27T03:00:00.000Z");
    const row = await db
      .selectFrom("privacy_requests")
      .selectAll()
      .where("id", "=", stored.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "grievance", state: "received", locale: "hi" });
    expect(JSON.stringify(row)).not.toContain("9820012345");
    expect(row.reference).toMatch(/^[2-9A-Z]{8}$/);
  });

  it("is found by the person who proves the same contact, and by nobody else", async () => {
    await createRequest(
      db,
      { kind: "copy", contact: asha, locale: "en", completed: { outcome: "Copy shown" } },
      made,
      ring,
    );
    await createRequest(
      db,
      { kind: "nominate", contact: ravi, locale: "en", details: "My sister" },
      made,
      ring,
    );
    const mine = await requestsOf(db, contactOf("sms", "+91 98200 12345")!, ring);
    expect(mine.map((r) => [r.kind, r.state, r.outcome])).toEqual([
      ["copy", "completed", "Copy shown"],
    ]);
    // The same digits as an address are another identity.
    expect(await requestsOf(db, contactOf("email", "9820012345@example.com")!, ring)).toEqual([]);
  });

  it("is still found after the key ring is rotated", async () => {
    await createRequest(
      db,
      { kind: "grievance", contact: ravi, locale: "en", details: "Spam" },
      made,
      ring,
    );
    const rotated = KeyRing.parse(`k2:${Buffer.alloc(32, 9).toString("base64")},${ring.format()}`);
    expect(await requestsOf(db, ravi, rotated)).toHaveLength(1);
  });

  it("is answered by staff: the state and the reply the person then reads", async () => {
    const { id } = await createRequest(
      db,
      {
        kind: "correct",
        contact: ravi,
        locale: "en",
        details: "My name is Ravi Kumar, not Ravi Kumat",
      },
      made,
      ring,
    );
    const staffView = await requestForStaff(db, id, ring);
    expect(staffView).toMatchObject({
      contact: "ravi@example.com",
      details: "My name is Ravi Kumar, not Ravi Kumat",
    });
    const change = await answerRequest(
      db,
      id,
      { state: "completed", reply: "Corrected.", staffEmail: "dpo@kamopaints.in" },
      new Date("2026-12-01T00:00:00Z"),
      ring,
    );
    expect(change).toEqual({ before: "received", after: "completed" });
    const [seen] = await requestsOf(db, ravi, ring);
    expect(seen).toMatchObject({
      state: "completed",
      reply: "Corrected.",
      repliedAt: "2026-12-01T00:00:00.000Z",
    });
    expect(
      await answerRequest(
        db,
        id + 1000,
        { state: "completed", reply: "x", staffEmail: "a@b" },
        made,
        ring,
      ),
    ).toBeUndefined();
  });

  it("waits in the queue by deadline, the nearest first, until it is answered", async () => {
    const later = await createRequest(
      db,
      { kind: "grievance", contact: asha, locale: "en", details: "b" },
      new Date("2026-11-20T00:00:00Z"),
      ring,
    );
    const sooner = await createRequest(
      db,
      { kind: "nominate", contact: ravi, locale: "en", details: "a" },
      new Date("2026-11-01T00:00:00Z"),
      ring,
    );
    await createRequest(
      db,
      { kind: "copy", contact: ravi, locale: "en", completed: { outcome: "shown" } },
      made,
      ring,
    );
    const open = await listRequests(db, { filter: "open", limit: 10, offset: 0 });
    expect(open.rows.map((r) => r.id)).toEqual([sooner.id, later.id]);
    expect(open.total).toBe(2);
    expect((await listRequests(db, { filter: "all", limit: 10, offset: 0 })).total).toBe(3);
    expect((await listRequests(db, { filter: "completed", limit: 10, offset: 0 })).total).toBe(1);
  });
});

describe("the deadline's countdown", () => {
  const deadline = "2027-02-27T03:00:00.000Z";
  it("counts whole days left up, to 0 at the deadline itself", () => {
    expect(countdown(deadline, made)).toEqual({ overdue: false, daysLeft: 90 });
    expect(countdown(deadline, new Date("2027-02-27T00:00:00.000Z"))).toEqual({
      overdue: false,
      daysLeft: 1,
    });
    expect(countdown(deadline, new Date(deadline))).toEqual({ overdue: false, daysLeft: 0 });
  });
  it("is overdue from the millisecond after", () => {
    expect(countdown(deadline, new Date(Date.parse(deadline) + 1))).toEqual({
      overdue: true,
      daysOver: 1,
    });
    expect(countdown(deadline, new Date("2027-03-02T03:00:00.000Z"))).toEqual({
      overdue: true,
      daysOver: 3,
    });
  });
});
