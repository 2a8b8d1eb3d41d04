import { afterEach, describe, expect, it } from "vitest";
import { recordAudit, type AuditActor } from "~/staff/audit/record.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { auditQueryOf, parseAuditFilters } from "./audit-filters";
import {
  auditFilterChoices,
  countAuditEntries,
  diffRecorded,
  getAuditEntry,
  listAuditEntries,
} from "./audit-log.server";

let testDb: TestDatabase | undefined;
afterEach(async () => {
  await testDb?.cleanup();
  testDb = undefined;
});

const kavita: AuditActor = {
  user: { id: 3, email: "kavita.rao@kamopaints.in" },
  clientIp: "10.20.1.15",
};
const arjun: AuditActor = {
  user: { id: 4, email: "arjun.mehta@kamopaints.in" },
  clientIp: "10.20.1.16",
};

describe(`reading the audit log on ${testDialect()}`, () => {
  it("lists newest first, filters by person, action, kind of record and Indian calendar day, and pages", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    const write = async (actor: AuditActor, action: string, entityType: string, at: string) => {
      await recordAudit(db, actor, {
        action,
        entityType,
        entityId: 1,
        summary: `${action} at ${at}`,
      });
      // recordAudit stamps the current time; tests need fixed days.
      const last = await db
        .selectFrom("audit_log")
        .select("id")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      await db.updateTable("audit_log").set({ created_at: at }).where("id", "=", last.id).execute();
    };
    await write(kavita, "lead.requeue", "lead", "2026-11-01T04:00:00.000Z");
    // 00:15 IST on 3 Nov, still 2 Nov in UTC.
    await write(arjun, "document.create", "document", "2026-11-02T18:45:00.000Z");
    await write(kavita, "lead.unflag-spam", "lead", "2026-11-04T09:00:00.000Z");

    const summaries = async (search: string) =>
      (
        await listAuditEntries(
          db,
          auditQueryOf(parseAuditFilters(new URLSearchParams(search)).values),
        )
      ).map((e) => e.action);
    expect(await summaries("")).toEqual(["lead.unflag-spam", "document.create", "lead.requeue"]);
    expect(await summaries("who=kavita.rao%40kamopaints.in")).toEqual([
      "lead.unflag-spam",
      "lead.requeue",
    ]);
    expect(await summaries("action=document.create")).toEqual(["document.create"]);
    expect(await summaries("entity=lead&from=2026-11-02")).toEqual(["lead.unflag-spam"]);
    expect(await summaries("from=2026-11-03&to=2026-11-03")).toEqual(["document.create"]);
    expect(await countAuditEntries(db, { entityType: "lead" })).toBe(2);
    expect((await listAuditEntries(db, { limit: 2, offset: 2 })).map((e) => e.action)).toEqual([
      "lead.requeue",
    ]);

    expect(await auditFilterChoices(db)).toEqual({
      actors: ["arjun.mehta@kamopaints.in", "kavita.rao@kamopaints.in"],
      actions: ["document.create", "lead.requeue", "lead.unflag-spam"],
      entityTypes: ["document", "lead"],
    });
  });

  it("shows an entry's before and after field by field", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    await recordAudit(db, arjun, {
      action: "blog.update",
      entityType: "blog_post",
      entityId: 12,
      summary: "Edited “Monsoon-proof your walls”",
      before: {
        title: "Monsoon walls",
        published: true,
        tags: ["exterior"],
        author: { name: "Arjun" },
      },
      after: {
        title: "Monsoon-proof your walls",
        published: true,
        tags: ["exterior", "damp"],
        image: "/media/4/a.webp",
      },
    });
    const [listed] = await listAuditEntries(db);
    const entry = await getAuditEntry(db, listed!.id);
    expect(entry).toMatchObject({
      actorId: 4,
      actorEmail: "arjun.mehta@kamopaints.in",
      entityId: "12",
      hasChanges: true,
    });
    expect(entry?.changes).toEqual([
      {
        path: "title",
        kind: "changed",
        before: "Monsoon walls",
        after: "Monsoon-proof your walls",
      },
      { path: "published", kind: "unchanged", before: "true", after: "true" },
      { path: "tags", kind: "changed", before: "exterior", after: "exterior, damp" },
      { path: "author.name", kind: "removed", before: "Arjun", after: null },
      { path: "image", kind: "added", before: null, after: "/media/4/a.webp" },
    ]);
    expect(entry?.afterJson).toContain('"title": "Monsoon-proof your walls"');
    expect(await getAuditEntry(db, 9_999)).toBeNull();
  });
});

describe(`security events in the audit log on ${testDialect()}`, () => {
  it("filters to security events and shows each with its address and browser", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    const browser = "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile";
    const visitor: AuditActor = { user: null, clientIp: "203.0.113.7", userAgent: browser };
    await recordAudit(db, visitor, {
      action: "staff.sign-in-failed",
      entityType: "staff_user",
      entityId: 3,
      summary: "Failed sign-in as kavita.rao@kamopaints.in: wrong password",
    });
    await recordAudit(db, kavita, {
      action: "lead.requeue",
      entityType: "lead",
      entityId: 9,
      summary: "Re-queued lead #9",
    });
    await recordAudit(
      db,
      { ...arjun, userAgent: browser },
      {
        action: "staff.roles-change",
        entityType: "staff_user",
        entityId: 3,
        summary: "Changed the roles of kavita.rao@kamopaints.in from sales to admin, sales",
      },
    );
    const security = auditQueryOf(parseAuditFilters(new URLSearchParams("events=security")).values);
    const listed = await listAuditEntries(db, security);
    expect(listed.map((e) => e.action)).toEqual(["staff.roles-change", "staff.sign-in-failed"]);
    expect(await countAuditEntries(db, security)).toBe(2);
    expect(listed[1]).toMatchObject({
      clientIp: "203.0.113.7",
      userAgent: browser,
      actorEmail: "(anonymous)",
    });
    expect((await getAuditEntry(db, listed[0]!.id))?.userAgent).toBe(browser);
    // Entries written without a browser (command line, older rows) say so.
    expect((await listAuditEntries(db, { action: "lead.requeue" }))[0]?.userAgent).toBeNull();
    expect(parseAuditFilters(new URLSearchParams("events=everything")).errors.events).toBeTruthy();
  });
});

describe("the field-by-field comparison", () => {
  it("treats a creation as all added, a deletion as all removed, and nulls as empty", () => {
    expect(diffRecorded(undefined, { title: "New", note: null })).toEqual([
      { path: "title", kind: "added", before: null, after: "New" },
      { path: "note", kind: "added", before: null, after: "(empty)" },
    ]);
    expect(diffRecorded({ links: [{ url: "a" }] }, undefined)).toEqual([
      { path: "links.0.url", kind: "removed", before: "a", after: null },
    ]);
    expect(diffRecorded("plain text", "other")).toEqual([
      { path: "(value)", kind: "changed", before: "plain text", after: "other" },
    ]);
  });
});
