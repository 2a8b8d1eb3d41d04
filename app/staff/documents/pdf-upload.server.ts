// ---------------------------------------------------------------------------
// The PDF check: by content, never by the file's name or the browser's type

import type { ActiveFeature, PdfInspection } from "~/lib/pdf/active-content";
import { inspectPdfIsolated } from "~/lib/pdf/active-content.server";
import { MAX_PDF_BYTES } from "~/staff/documents/document-form";

export interface CheckedPdf {
  bytes: Uint8Array;
  /** A tidy version of the uploaded name, kept for the staff pages and the audit log. */
  originalName: string;
  pageCount: number;
}

export type PdfCheck =
  { ok: true; pdf: CheckedPdf } | { ok: false; error: string } | { ok: "empty" };

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** What the upload form says about a PDF it refuses after reading it (one place, for the Hindi catalogue). */
const pdfMessages = {
  encrypted:
    "That PDF is password-protected, so shareholders could not open it. Upload a copy without a password.",
  damaged:
    "That PDF is damaged or incomplete and cannot be opened. Export it again and upload the new file.",
  noPages: "That PDF has no pages. Upload the complete document.",
  features: {
    javascript: "JavaScript",
    launch: "an action that starts a program or opens a file on the reader's computer",
    "embedded-file": "an attached or embedded file",
    "rich-media": "rich media (Flash or other content that runs its own code)",
    "xfa-form": "an XFA form, which can run scripts",
    "open-action": "an action that runs by itself when the document is opened",
    "additional-action": "actions that run by themselves when a page or field is opened or used",
  } satisfies Record<ActiveFeature, string>,
  active: (found: string) =>
    `That PDF contains ${found}. Investor documents are published to everyone, so they must not carry anything a reader's computer could run or open. Export or print the document to PDF again without it (for example as PDF/A) and upload that file.`,
  unchecked: {
    large:
      "That PDF is too large or too complex for us to check for scripts and attached files, so it was not uploaded. Export or print it to PDF again (for example as PDF/A, or reduced in size) and upload that file.",
    unusual:
      "That PDF is built in an unusual way that hides parts of it from our check for scripts and attached files, so it was not uploaded. Export or print it to PDF again (for example as PDF/A) and upload that file.",
  },
};

/**
 * Accepts a file only when it starts with the PDF signature AND pdf-lib can
 * parse it AND it carries nothing a reader's computer could run or open
 * (lib/pdf/active-content.ts, checked in a worker thread with a deadline). A
 * Word file or picture renamed .pdf fails the first test, a truncated or
 * damaged PDF the second, a PDF with JavaScript, automatic actions, Launch
 * actions, embedded files or rich media the third, with a message naming what
 * was found. An empty file input gives "empty".
 */
export async function checkPdfUpload(entry: FormDataEntryValue | null): Promise<PdfCheck> {
  if (!entry || typeof entry === "string" || (entry.size === 0 && entry.name === ""))
    return { ok: "empty" };
  if (entry.size === 0) return { ok: false, error: "That file is empty. Choose the PDF again." };
  if (entry.size > MAX_PDF_BYTES)
    return {
      ok: false,
      error: `That file is ${(entry.size / 1024 / 1024).toFixed(1)} MB; the limit is 20 MB. Reduce it (for example with "Save as reduced size PDF") or split it into parts.`,
    };
  const bytes = new Uint8Array(await entry.arrayBuffer());
  if (!PDF_SIGNATURE.every((byte, index) => bytes[index] === byte))
    return {
      ok: false,
      error:
        "That file is not a PDF, whatever its name says. Save or export the document as PDF and upload that file.",
    };
  const inspection = await inspectPdfIsolated(bytes);
  if (inspection.verdict !== "clean") return { ok: false, error: refusalMessage(inspection) };
  return {
    ok: true,
    pdf: { bytes, originalName: tidyFileName(entry.name), pageCount: inspection.pageCount },
  };
}

function refusalMessage(inspection: Exclude<PdfInspection, { verdict: "clean" }>): string {
  switch (inspection.verdict) {
    case "unreadable":
      return inspection.reason === "encrypted"
        ? pdfMessages.encrypted
        : inspection.reason === "no-pages"
          ? pdfMessages.noPages
          : pdfMessages.damaged;
    case "active":
      return pdfMessages.active(
        listInWords(inspection.features.map((f) => pdfMessages.features[f])),
      );
    case "unchecked":
      return inspection.reason === "hidden-objects"
        ? pdfMessages.unchecked.unusual
        : pdfMessages.unchecked.large;
  }
}

/** "a", "a and b", "a, b and c". */
function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function tidyFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(-120);
  return clean || "document.pdf";
}
