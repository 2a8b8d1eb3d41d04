import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, testExpectingConsoleErrors } from "../e2e/fixtures";
import { createStaffAccount, signIn } from "../e2e/staff-fixtures";
import {
  cyclicGraphPdf,
  deeplyNestedPdf,
  disguisedObjectStreamPdf,
  escapedNamesPdf,
  hostilePdfs,
  manyObjectsPdf,
  objectInsideStreamDataPdf,
  ordinaryPdf,
} from "../factories/hostile-pdfs";
import { readServerDatabase } from "./server-database";

/**
 * Investor relations uploads PDFs that would act on a shareholder's computer
 * (JavaScript, automatic actions, Launch, embedded files, rich media, XFA),
 * and PDFs built to defeat or exhaust the check (escaped names, a disguised
 * object stream, an object hidden in stream data, a cyclic graph, a huge
 * number of objects, absurd nesting), through the real upload form. Each is
 * refused with a message at the file field, and none is stored or published;
 * the same check guards replacing the PDF of a published document. An
 * ordinary PDF with links still goes through.
 */
interface Upload {
  name: string;
  bytes: () => Promise<Uint8Array>;
  message: RegExp;
}

const contains = (what: string) => new RegExp(`^That PDF contains ${what}\\.`);
const complex = /too large or too complex for us to check/;
const unusual = /built in an unusual way that hides parts of it from our check/;

const featureWords: Record<string, string> = {
  javascript: "JavaScript",
  launch: "an action that starts a program or opens a file on the reader's computer",
  "embedded-file": "an attached or embedded file",
  "rich-media": "rich media \\(Flash or other content that runs its own code\\)",
  "xfa-form": "an XFA form, which can run scripts",
  "open-action": "an action that runs by itself when the document is opened",
  "additional-action": "actions that run by themselves when a page or field is opened or used",
};

const uploads: Upload[] = [
  ...hostilePdfs.map((hostile) => ({
    name: hostile.name,
    bytes: () => hostile.build(),
    message: contains(hostile.features.map((f) => featureWords[f]).join("(, | and )")),
  })),
  {
    name: "escaped-names",
    bytes: escapedNamesPdf,
    message: contains(`${featureWords.javascript} and ${featureWords["open-action"]}`),
  },
  {
    name: "disguised-object-stream",
    bytes: disguisedObjectStreamPdf,
    message: contains(`${featureWords.javascript} and ${featureWords["open-action"]}`),
  },
  {
    name: "cyclic-graph",
    bytes: cyclicGraphPdf,
    message: contains(`${featureWords.javascript} and ${featureWords["open-action"]}`),
  },
  { name: "object-inside-stream-data", bytes: objectInsideStreamDataPdf, message: unusual },
  // About 6 MB of objects, over the 200 000 the check reads: refused before parsing.
  { name: "huge-object-graph", bytes: () => manyObjectsPdf(250_000), message: complex },
  { name: "deep-nesting", bytes: () => deeplyNestedPdf(500), message: complex },
];

/** pdf-lib stamps the time in each file it saves, so each file is built once and reused. */
const built = new Map<string, Promise<Uint8Array>>();
function bytesOf(upload: Upload): Promise<Uint8Array> {
  if (!built.has(upload.name)) built.set(upload.name, upload.bytes());
  return built.get(upload.name)!;
}

async function hashesOf(list: Upload[]): Promise<Set<string>> {
  return new Set(await Promise.all(list.map(async (upload) => sha256(await bytesOf(upload)))));
}

function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** Whether the server kept any of these files: as a stored_files row, or in its upload folder. */
function storedCopies(hashes: Set<string>): string[] {
  const found = readServerDatabase((db) =>
    (db.prepare("select sha256 from stored_files").all() as { sha256: string }[])
      .filter((row) => hashes.has(row.sha256))
      .map((row) => `stored_files: ${row.sha256}`),
  );
  const folder = path.join(process.env.E2E_DATA_DIR ?? "", "uploads");
  if (fs.existsSync(folder))
    for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) {
        const hash = sha256(fs.readFileSync(path.join(entry.parentPath, entry.name)));
        if (hashes.has(hash)) found.push(`uploads: ${entry.name}`);
      }
  return found;
}

/** Submits the form with a file and expects it refused at the field, with the message. */
async function expectRefused(page: Page, fieldLabel: string, button: string, upload: Upload) {
  await page.getByLabel(fieldLabel).setInputFiles({
    name: `${upload.name}.pdf`,
    mimeType: "application/pdf",
    buffer: Buffer.from(await bytesOf(upload)),
  });
  const answer = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: button }).click();
  expect((await answer).status(), upload.name).toBe(400);
  await expect(page.getByRole("alert")).toContainText("One thing needs fixing");
  await expect(page.locator("#pdf-error"), upload.name).toHaveText(upload.message);
  await expect(page.getByLabel(fieldLabel)).toHaveAttribute("aria-invalid", "true");
}

// A refused upload answers 400, which the browser logs as a failed load; only those are expected.
const uploadTest = testExpectingConsoleErrors(
  (message) =>
    message.text().includes("status of 400") &&
    /\/staff\/documents\/(new|\d+)/.test(message.location().url),
);

uploadTest(
  "investor relations cannot upload or swap in a PDF that carries scripts or files",
  async ({ page }, testInfo) => {
    // Some twenty uploads on a shared, slow machine.
    uploadTest.setTimeout(300_000);
    const marker = `hostile-pdf-${testInfo.project.name}-${Date.now().toString(36)}`;
    const hashes = await hashesOf(uploads);

    const account = await createStaffAccount({ roles: ["investor-relations"], name: "Ira Menon" });
    await signIn(page, account, "/staff/documents/new");
    await expect(page.getByRole("heading", { level: 1, name: "Upload a document" })).toBeVisible();
    await page.getByRole("combobox", { name: "Page" }).selectOption({ label: "Listing of Shares" });
    // An old date keeps it away from the first rows other tests read.
    await page.getByLabel("Date").fill("2001-04-02");
    const description = `Listing approval for the rights issue (ref ${marker})`;
    await page.getByLabel("Description").fill(description);

    for (const upload of uploads) {
      await test.step(`upload: ${upload.name}`, async () => {
        await expectRefused(page, "PDF file", "Upload and publish", upload);
        // What was typed is kept, so only the file needs choosing again.
        await expect(page.getByLabel("Description")).toHaveValue(description);
      });
    }

    // Nothing was stored, and nothing is published.
    expect(storedCopies(hashes)).toEqual([]);
    const listing = await page.request.get("/listing-of-shares");
    expect(await listing.text()).not.toContain(marker);

    // An ordinary PDF with links goes through on the same form.
    const ordinary = await ordinaryPdf();
    await page.getByLabel("PDF file").setInputFiles({
      name: "rights-issue-listing.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(ordinary),
    });
    await page.getByRole("button", { name: "Upload and publish" }).click();
    await expect(page.getByRole("status")).toContainText("Uploaded and published");

    // Replacing its PDF with a hostile one is refused the same way, and the published file stays.
    const replacement = uploads.find((u) => u.name === "javascript-open-action")!;
    await expectRefused(page, "Replace the PDF (optional)", "Save changes", replacement);
    await page.goto("/listing-of-shares");
    const row = page.locator("tbody tr", { hasText: marker });
    await expect(row).toBeVisible();
    const href = await row.getByRole("link", { name: /^PDF/ }).getAttribute("href");
    const file = await page.request.get(href!);
    expect(sha256(await file.body())).toBe(sha256(ordinary));
    expect(storedCopies(hashes)).toEqual([]);
  },
);

uploadTest(
  "a burst of hostile uploads at once: every one refused, nothing stored, the site keeps answering",
  async ({ page }, testInfo) => {
    uploadTest.setTimeout(300_000);
    const marker = `hostile-burst-${testInfo.project.name}-${Date.now().toString(36)}`;
    const account = await createStaffAccount({ roles: ["investor-relations"], name: "Ira Menon" });
    await signIn(page, account, "/staff/documents/new");
    const csrf = await page.locator('input[name="_csrf"]').first().inputValue();

    const post = async (upload: Upload) => {
      const response = await page.request.post("/staff/documents/new", {
        multipart: {
          _csrf: csrf,
          category: "Listing of Shares",
          date: "2001-04-02",
          description: `Listing approval for the rights issue (ref ${marker} ${upload.name})`,
          pdf: {
            name: `${upload.name}.pdf`,
            mimeType: "application/pdf",
            buffer: Buffer.from(await bytesOf(upload)),
          },
        },
        maxRedirects: 0,
      });
      return { name: upload.name, status: response.status(), body: await response.text() };
    };
    // Every hostile file at once, while a visitor reads a public page.
    const [answers, visitor] = await Promise.all([
      Promise.all(uploads.map(post)),
      page.request.get("/investor-zone"),
    ]);
    for (const answer of answers) {
      expect(answer.status, answer.name).toBe(400);
      expect(answer.body, answer.name).toContain('id="pdf-error"');
    }
    expect(visitor.status()).toBe(200);
    expect(storedCopies(await hashesOf(uploads))).toEqual([]);
    expect(await (await page.request.get("/listing-of-shares")).text()).not.toContain(marker);
  },
);
