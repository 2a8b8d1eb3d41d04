import { PDFDocument } from "pdf-lib";
import { documentFormValues, documentRow } from "../../../tests/factories/documents";
import { checkedPdf, memoryPdfStorage } from "../../../tests/factories/pdfs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/db-utils";
import {
  listInvestorDocuments,
  listRecentDisclosures,
  readDocumentFile,
} from "~/investors/documents/documents.server";
import {
  createDocument,
  getStaffDocument,
  listStaffDocuments,
  listSubCategories,
  setDocumentPublished,
  updateDocument,
} from "./documents.server";
import { loadRegulation46Status } from "./regulation-46.server";
import type { DocumentFormValues } from "./document-form";

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});

afterAll(() => t.cleanup());

const actor = { user: { id: 7, email: "ritika.sehgal@kamopaints.example" }, clientIp: "10.0.0.5" };

// File storage stand-in: the bytes by stored_files id, rows in the test database.
const { storePdf, readUpload } = memoryPdfStorage(() => t.handle.db, actor.user.id);

// The form as staff fill it in, with a video link so a listing shows a file besides the PDF.
const values = (overrides: Partial<DocumentFormValues> = {}) =>
  documentFormValues({ videoUrl: "https://www.youtube.com/watch?v=kamoq2fy27", ...overrides });

async function auditFor(id: number) {
  return t.handle.db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity_type", "=", "document")
    .where("entity_id", "=", String(id))
    .orderBy("id")
    .execute();
}

describe("publishing a document", () => {
  test("an upload is listed at once with its own PDF, and audited", async () => {
    const id = await createDocument(
      actor,
      values(),
      await checkedPdf("q2-results"),
      storePdf,
      t.handle.db,
    );
    const [listed] = await listInvestorDocuments("Financial Results", t.handle.db);
    expect(listed?.key).toBe(String(id));
    const pdf = listed!.files.find((f) => f.kind === "pdf")!;
    expect(pdf.href).toMatch(
      new RegExp(`^/documents/${id}/financial-results-2026-11-12-f\\d+\\.pdf$`),
    );
    expect(listed!.files.map((f) => f.kind)).toEqual(["pdf", "video"]);

    const file = await readDocumentFile(
      String(id),
      pdf.href.split("/")[3]!,
      t.handle.db,
      readUpload,
    );
    expect(file?.source).toBe("uploaded");
    expect((await PDFDocument.load(file!.body)).getTitle()).toBe("q2-results");
    expect(file?.etag).toMatch(/^"[0-9a-f]{64}"$/);

    const audit = await auditFor(id);
    expect(audit.map((a) => a.action)).toEqual(["document.create"]);
    expect(audit[0]).toMatchObject({ actor_email: actor.user.email, client_ip: "10.0.0.5" });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ category: "Financial Results" });
  });

  test("unpublishing hides it from listings, the feed and its file address; staff still see it", async () => {
    const id = await createDocument(
      actor,
      values({ date: "2026-11-13", description: "Press release on the second quarter results" }),
      await checkedPdf("press"),
      storePdf,
      t.handle.db,
    );
    const href = (await getStaffDocument(id, t.handle.db))!.pdf.href!;
    expect(await setDocumentPublished(actor, id, false, t.handle.db)).toBe("changed");
    expect(await setDocumentPublished(actor, id, false, t.handle.db)).toBe("unchanged");

    const listed = await listInvestorDocuments("Financial Results", t.handle.db);
    expect(listed.map((d) => d.key)).not.toContain(String(id));
    expect((await listRecentDisclosures(50, t.handle.db)).map((d) => d.key)).not.toContain(
      String(id),
    );
    expect(
      await readDocumentFile(String(id), href.split("/")[3]!, t.handle.db, readUpload),
    ).toBeUndefined();
    // The staff preview still reads it.
    const preview = await readDocumentFile(
      String(id),
      href.split("/")[3]!,
      t.handle.db,
      readUpload,
      {
        includeUnpublished: true,
      },
    );
    expect(preview).toMatchObject({ source: "uploaded", contentType: "application/pdf" });

    const staffList = await listStaffDocuments(
      { category: "Financial Results", page: 1 },
      t.handle.db,
    );
    expect(staffList.documents.find((d) => d.id === id)).toMatchObject({
      published: false,
      pdf: "uploaded",
    });
    expect((await auditFor(id)).map((a) => a.action)).toEqual([
      "document.create",
      "document.unpublish",
    ]);

    expect(await setDocumentPublished(actor, id, true, t.handle.db)).toBe("changed");
    expect(
      (await listInvestorDocuments("Financial Results", t.handle.db)).map((d) => d.key),
    ).toContain(String(id));
  });

  test("replacing the PDF gives it a new address; the old one answers nothing", async () => {
    const id = await createDocument(
      actor,
      values({ category: "General Meeting", subCategory: "37th Annual General Meeting (2026)" }),
      await checkedPdf("notice-v1"),
      storePdf,
      t.handle.db,
    );
    const oldHref = (await getStaffDocument(id, t.handle.db))!.pdf.href!;
    await updateDocument(
      actor,
      id,
      values({
        category: "General Meeting",
        subCategory: "37th Annual General Meeting (2026)",
        description: "Corrected notice of the 37th annual general meeting",
        videoUrl: "",
      }),
      await checkedPdf("notice-v2"),
      storePdf,
      t.handle.db,
    );
    const after = (await getStaffDocument(id, t.handle.db))!;
    expect(after.pdf.href).not.toBe(oldHref);
    expect(after.values.videoUrl).toBe("");
    expect(
      await readDocumentFile(String(id), oldHref.split("/")[3]!, t.handle.db, readUpload),
    ).toBeUndefined();
    const file = await readDocumentFile(
      String(id),
      after.pdf.href!.split("/")[3]!,
      t.handle.db,
      readUpload,
    );
    expect((await PDFDocument.load(file!.body)).getTitle()).toBe("notice-v2");
    const audit = await auditFor(id);
    expect(audit.map((a) => a.action)).toEqual(["document.create", "document.replace"]);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({
      description: "Unaudited financial results for the quarter ended 30 September 2026",
    });
    expect(await listSubCategories("General Meeting", t.handle.db)).toEqual([
      "37th Annual General Meeting (2026)",
    ]);
  });

  test("editing without a new file keeps the PDF; a missing document is reported, not thrown", async () => {
    const id = await createDocument(
      actor,
      values({
        category: "Annual Report",
        date: "2026-08-01",
        description: "Annual report 2025-26",
      }),
      await checkedPdf("ar"),
      storePdf,
      t.handle.db,
    );
    const before = (await getStaffDocument(id, t.handle.db))!;
    await updateDocument(
      actor,
      id,
      { ...before.values, description: "Annual report for the financial year 2025-26" },
      undefined,
      storePdf,
      t.handle.db,
    );
    const after = (await getStaffDocument(id, t.handle.db))!;
    expect(after.pdf.href).toBe(before.pdf.href);
    expect(after.values.description).toBe("Annual report for the financial year 2025-26");
    expect((await auditFor(id)).at(-1)?.action).toBe("document.update");
    expect(
      await updateDocument(actor, 999_999, before.values, undefined, storePdf, t.handle.db),
    ).toBeUndefined();
    expect(await setDocumentPublished(actor, 999_999, false, t.handle.db)).toBeUndefined();
  });
});

describe("staff listing", () => {
  test("pages newest first and filters by category", async () => {
    for (let i = 1; i <= 27; i++)
      await t.handle.db
        .insertInto("documents")
        .values(
          documentRow({
            category: "Shareholding Pattern",
            document_date: `2024-01-${String(i).padStart(2, "0")}`,
            description: `Shareholding pattern filing ${i}`,
            file_stem: `sp-${i}`,
          }),
        )
        .execute();
    const first = await listStaffDocuments(
      { category: "Shareholding Pattern", page: 1 },
      t.handle.db,
    );
    expect(first).toMatchObject({ total: 27, pageCount: 2, page: 1 });
    expect(first.documents[0]).toMatchObject({ date: "2024-01-27", pdf: "sample" });
    const last = await listStaffDocuments(
      { category: "Shareholding Pattern", page: 9 },
      t.handle.db,
    );
    expect(last.page).toBe(2);
    expect(last.documents.map((d) => d.date)).toEqual(["2024-01-02", "2024-01-01"]);
    const all = await listStaffDocuments({ page: 1 }, t.handle.db);
    expect(new Set(all.documents.map((d) => d.category)).size).toBeGreaterThan(1);
  });
});

describe("Regulation 46 status", () => {
  test("every category is listed, gaps first: none yet, then overdue, then current", async () => {
    const status = await loadRegulation46Status(new Date("2026-11-20T06:00:00Z"), t.handle.db);
    expect(status).toHaveLength(15);
    const byCategory = Object.fromEntries(status.map((s) => [s.category, s]));
    // The 13 Nov press release was unpublished and published again, so it counts: 7 days old.
    expect(byCategory["Financial Results"]).toMatchObject({
      newestDate: "2026-11-13",
      daysAgo: 7,
      state: "current",
      regulation46Item: "Financial results (Regulation 33)",
    });
    expect(byCategory["Shareholding Pattern"]).toMatchObject({
      state: "overdue",
      publishedCount: 27,
    });
    expect(byCategory["Listing of Shares"]).toMatchObject({
      state: "missing",
      newestDate: undefined,
    });
    const states = status.map((s) => s.state);
    expect(states.indexOf("missing")).toBe(0);
    expect(states.lastIndexOf("missing")).toBeLessThan(states.indexOf("overdue"));
    expect(states.indexOf("overdue")).toBeLessThan(states.indexOf("current"));
  });

  test("the merged subsidiary's categories are an archive: nothing is due, however old", async () => {
    // Years after the merger its newest filings are old, and that is no gap.
    const status = await loadRegulation46Status(new Date("2029-06-01T06:00:00Z"), t.handle.db);
    for (const category of ["Subsidiary Financials", "Kamo Colours Private Limited"]) {
      const entry = status.find((s) => s.category === category)!;
      // "missing" only where this test's database holds none of its filings.
      expect(entry.state, category).toBe(entry.newestDate ? "event" : "missing");
      expect(entry.cadence, category).toMatchObject({ label: "Archive", staleAfterDays: null });
    }
    expect(status.find((s) => s.category === "Annual Report")!.state).toBe("overdue");
  });

  test("an unpublished document does not count", async () => {
    const id = await createDocument(
      actor,
      values({
        category: "Listing of Shares",
        date: "2026-11-01",
        description: "Listing approval from NSE",
      }),
      await checkedPdf("listing"),
      storePdf,
      t.handle.db,
    );
    let status = await loadRegulation46Status(new Date("2026-11-20T06:00:00Z"), t.handle.db);
    expect(status.find((s) => s.category === "Listing of Shares")).toMatchObject({
      state: "event",
      daysAgo: 19,
    });
    await setDocumentPublished(actor, id, false, t.handle.db);
    status = await loadRegulation46Status(new Date("2026-11-20T06:00:00Z"), t.handle.db);
    expect(status.find((s) => s.category === "Listing of Shares")?.state).toBe("missing");
  });
});
