import { PDFDocument } from "pdf-lib";
import { documentFormValues } from "../../../tests/factories/documents";
import { checkedPdf, memoryPdfStorage } from "../../../tests/factories/pdfs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { listInvestorDocuments, readDocumentFile } from "~/investors/documents/documents.server";
import { listUntranslatedDocuments } from "~/staff/translations/untranslated.server";
import { createDocument, setDocumentPublished } from "./documents.server";
import {
  documentTranslationStatus,
  getDocumentTranslation,
  saveDocumentTranslation,
} from "./translation.server";

/**
 * A document's Hindi version (ADR 27): its description on /hi listings, its
 * own PDF there when investor relations uploaded one, else the shared PDF;
 * and the "Needs translating" list of documents.
 */
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});

afterAll(() => t.cleanup());

const actor = { user: { id: 8, email: "ritika.sehgal@kamopaints.example" }, clientIp: "10.0.0.6" };

const { storePdf, readUpload } = memoryPdfStorage(() => t.handle.db, actor.user.id);

const category = "Annual Report";

async function newDocument(description: string, date = "2026-09-01"): Promise<number> {
  return createDocument(
    actor,
    documentFormValues({ category, date, description }),
    await checkedPdf(`english-${date}`),
    storePdf,
    t.handle.db,
  );
}

const listed = async (id: number, locale: string) =>
  (await listInvestorDocuments(category, t.handle.db, locale)).find((d) => d.key === String(id))!;
const pdfOf = (document: { files: Array<{ kind: string; href: string; hrefLang?: string }> }) =>
  document.files.find((file) => file.kind === "pdf")!;
const titleOf = async (href: string) => {
  const [, , id, name] = href.split("/");
  const file = await readDocumentFile(id!, name!, t.handle.db, readUpload);
  return file ? (await PDFDocument.load(file.body)).getTitle() : undefined;
};

describe(`a document's Hindi version on ${testDialect()}`, () => {
  test("without one, /hi shows the English description and PDF, both marked English", async () => {
    const id = await newDocument("Annual report for the financial year 2025-26");
    const hindi = await listed(id, "hi");
    expect(hindi.description).toBe("Annual report for the financial year 2025-26");
    expect(hindi.descriptionLang).toBe("en");
    expect(pdfOf(hindi).hrefLang).toBe("en");
    expect(pdfOf(hindi).href).toBe(pdfOf(await listed(id, "en")).href);
    expect(await listed(id, "en")).not.toHaveProperty("descriptionLang");
    expect(pdfOf(await listed(id, "en"))).not.toHaveProperty("hrefLang");
  });

  test("a Hindi description and PDF replace the English on /hi only; the PDF is served by its own name", async () => {
    const id = await newDocument("Annual report for the financial year 2024-25", "2025-08-20");
    const englishHref = pdfOf(await listed(id, "en")).href;
    expect(
      await saveDocumentTranslation(
        actor,
        id,
        "hi",
        {
          description: "वित्त वर्ष 2024-25 की वार्षिक रिपोर्ट",
          pdf: await checkedPdf("hindi-annual-report"),
          removePdf: false,
        },
        storePdf,
        t.handle.db,
      ),
    ).toBe("saved");

    const hindi = await listed(id, "hi");
    expect(hindi.description).toBe("वित्त वर्ष 2024-25 की वार्षिक रिपोर्ट");
    expect(hindi).not.toHaveProperty("descriptionLang");
    const hindiPdf = pdfOf(hindi);
    expect(hindiPdf.href).toMatch(
      new RegExp(`^/documents/${id}/annual-report-2025-08-20-f\\d+-hi\\.pdf$`),
    );
    expect(hindiPdf).not.toHaveProperty("hrefLang");
    expect(await titleOf(hindiPdf.href)).toBe("hindi-annual-report");
    // English visitors keep the English text and file.
    expect((await listed(id, "en")).description).toBe(
      "Annual report for the financial year 2024-25",
    );
    expect(pdfOf(await listed(id, "en")).href).toBe(englishHref);
    expect(await titleOf(englishHref)).toBe("english-2025-08-20");

    const view = await getDocumentTranslation(id, "hi", t.handle.db);
    expect(view?.pdf).toMatchObject({ name: "hindi-annual-report.pdf" });
    expect(view?.missing).toEqual([]);
    const audit = await t.handle.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_id", "=", String(id))
      .where("action", "=", "document.translate")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.summary).toMatch(/^Uploaded a Hindi PDF for/);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({
      locale: "hi",
      pdf: { name: "hindi-annual-report.pdf", pages: 1 },
    });

    // Unpublished, the Hindi file answers "not found" like the English one.
    await setDocumentPublished(actor, id, false, t.handle.db);
    expect(
      await readDocumentFile(String(id), hindiPdf.href.split("/")[3]!, t.handle.db, readUpload),
    ).toBeUndefined();
    await setDocumentPublished(actor, id, true, t.handle.db);

    // Removing the Hindi PDF sends /hi back to the shared one; the description stays.
    await saveDocumentTranslation(
      actor,
      id,
      "hi",
      { description: "वित्त वर्ष 2024-25 की वार्षिक रिपोर्ट", removePdf: true },
      storePdf,
      t.handle.db,
    );
    const after = await listed(id, "hi");
    expect(pdfOf(after)).toMatchObject({ href: englishHref, hrefLang: "en" });
    expect(after.description).toBe("वित्त वर्ष 2024-25 की वार्षिक रिपोर्ट");
    expect(await readDocumentFile(String(id), hindiPdf.href.split("/")[3]!, t.handle.db)).toBe(
      undefined,
    );
  });

  test("keeps the Hindi PDF when only the description changes, and removes an emptied version", async () => {
    const id = await newDocument("Annual report for the financial year 2023-24", "2024-08-21");
    await saveDocumentTranslation(
      actor,
      id,
      "hi",
      { description: "", pdf: await checkedPdf("hindi-2023-24"), removePdf: false },
      storePdf,
      t.handle.db,
    );
    const [status] = await documentTranslationStatus(id, ["hi"], t.handle.db);
    expect(status).toMatchObject({ exists: true, missing: ["description"] });
    const hindiHref = pdfOf(await listed(id, "hi")).href;
    expect(hindiHref).toMatch(/-hi\.pdf$/);

    await saveDocumentTranslation(
      actor,
      id,
      "hi",
      { description: "वित्त वर्ष 2023-24 की वार्षिक रिपोर्ट", removePdf: false },
      storePdf,
      t.handle.db,
    );
    expect(pdfOf(await listed(id, "hi")).href).toBe(hindiHref);

    expect(
      await saveDocumentTranslation(
        actor,
        id,
        "hi",
        { description: "", removePdf: true },
        storePdf,
        t.handle.db,
      ),
    ).toBe("removed");
    expect((await getDocumentTranslation(id, "hi", t.handle.db))?.updatedAt).toBeNull();
    expect((await listed(id, "hi")).descriptionLang).toBe("en");
  });

  test("the list of documents to translate leaves out those with a Hindi description", async () => {
    const first = await newDocument("Annual report for the financial year 2022-23", "2023-08-22");
    const second = await newDocument("Annual report for the financial year 2021-22", "2022-08-23");
    const before = await listUntranslatedDocuments("hi", 1, t.handle.db);
    expect(before.items.map((item) => item.id)).toEqual(
      expect.arrayContaining([first, second].map(Number)),
    );
    await saveDocumentTranslation(
      actor,
      first,
      "hi",
      { description: "वित्त वर्ष 2022-23 की वार्षिक रिपोर्ट", removePdf: false },
      storePdf,
      t.handle.db,
    );
    const after = await listUntranslatedDocuments("hi", 1, t.handle.db);
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((item) => item.id)).not.toContain(first);
    expect(after.items.find((item) => item.id === second)).toMatchObject({
      category,
      missing: ["description"],
      published: true,
      started: false,
    });
    expect(
      await saveDocumentTranslation(
        actor,
        999_999,
        "hi",
        { description: "x", removePdf: false },
        storePdf,
        t.handle.db,
      ),
    ).toBeUndefined();
  });
});
