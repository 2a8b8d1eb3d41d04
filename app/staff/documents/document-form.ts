/**
 * The staff document form (upload, edit, replace): categories, the schema and
 * its values, errors and types. Plain module: the form component and the
 * server both read it. Server work lives in document-form.server.ts (reading
 * a posted form), documents.server.ts (lists and changes), pdf-upload.server.ts
 * (the PDF check) and regulation-46.server.ts.
 */
import { z } from "zod";
import { documentPages, type DocumentPage } from "~/investors/content";
import { isAllowedUrl } from "~/lib/url-policy";

// ---------------------------------------------------------------------------
// Categories

export interface CategoryOption {
  category: string;
  title: string;
  path: string;
  /** Grouped pages show one section per sub-category, so a sub-category is required there. */
  grouped: boolean;
}

export const categoryNames = documentPages.map((page) => page.category);

export type PdfSource = "uploaded" | "sample" | "link" | "none";

// ---------------------------------------------------------------------------
// One document, for the edit page

export interface StaffDocument {
  id: number;
  values: DocumentFormValues;
  published: boolean;
  pdf: {
    source: PdfSource;
    /** Public address of the PDF, when there is one. */
    href?: string;
    /** Staff-only address of our own PDF (uploaded or sample), which works unpublished too. */
    previewHref?: string;
    bytes?: number;
    originalName?: string;
  };
  /** Media kinds served from the site's own generated sample files (shown as such on the form). */
  ownMedia: Array<"largeFile" | "image" | "audio">;
  /** Where the document is listed for the public. */
  publicPath: string | undefined;
  createdAt: string;
  updatedAt: string | null;
}

export const mediaLink = z
  .string()
  .trim()
  .max(500, "Keep the address under 500 characters.")
  .refine((value) => value === "" || isAllowedUrl("httpsOnly", value), {
    message: "Enter a full address starting with https://, or leave it empty.",
  });

export const documentFormSchema = z
  .object({
    category: z.string().refine((value) => categoryNames.includes(value), {
      message: "Choose the page this document belongs on.",
    }),
    subCategory: z.string().trim().max(120, "Keep the sub-category under 120 characters."),
    date: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the document's date, e.g. 2026-11-14.")
      .refine(isCalendarDate, "That date does not exist; check the day and month.")
      .refine((value) => value >= "1990-01-01", "Enter a date from 1990 onwards.")
      .refine(
        (value) => value <= todayInIndia(),
        "The date cannot be in the future; use the date the document was filed or issued.",
      ),
    description: z
      .string()
      .trim()
      .min(10, "Describe the document in at least 10 characters, as shareholders will read it.")
      .max(2000, "Keep the description under 2,000 characters."),
    largeFileUrl: mediaLink,
    imageUrl: mediaLink,
    audioUrl: mediaLink,
    audioLinkUrl: mediaLink,
    videoUrl: mediaLink,
  })
  .superRefine((values, context) => {
    if (pageOf(values.category)?.layout === "groups" && values.subCategory === "")
      context.addIssue({
        code: "custom",
        path: ["subCategory"],
        message:
          "This page groups its documents by sub-category; choose one from the list or type a new one.",
      });
  });

export type DocumentFormValues = z.infer<typeof documentFormSchema>;

/**
 * A document's version in another language (ADR 27): a description, which may
 * stay empty (the English shows), and whether to drop the language's own PDF.
 * The PDF itself is checked like the English one (pdf-upload.server.ts).
 */
export const documentTranslationSchema = z.object({
  description: z
    .string()
    .trim()
    .max(2000, "Keep the description under 2,000 characters.")
    .refine(
      (value) => value === "" || value.length >= 10,
      "Describe the document in at least 10 characters, or leave it empty to show the English.",
    ),
  removePdf: z.string(),
});

export type DocumentTranslationValues = z.infer<typeof documentTranslationSchema>;

export type DocumentFormField = keyof DocumentFormValues | "pdf";

export type DocumentFormErrors = Partial<Record<DocumentFormField, string>>;

// ---------------------------------------------------------------------------
// Regulation 46 status

/**
 * How often each category is expected to get a new document, and why. SEBI LODR
 * Regulation 46(3) gives two working days to put a filing on the website, so a
 * category older than its rhythm allows is most likely a filing that was made
 * with the exchanges but never published here.
 */
export interface Cadence {
  label: string;
  /** Days after which the newest document counts as overdue; null for event-driven pages. */
  staleAfterDays: number | null;
  reason: string;
}

export type DisclosureState = "missing" | "overdue" | "due-soon" | "current" | "event";

export interface DisclosureStatus {
  category: string;
  title: string;
  path: string;
  /** The Regulation 46 item this page answers, when it is one of them. */
  regulation46Item: string | undefined;
  cadence: Cadence;
  newestDate: string | undefined;
  daysAgo: number | undefined;
  publishedCount: number;
  state: DisclosureState;
}

export const categoryOptions: readonly CategoryOption[] = documentPages.map((page) => ({
  category: page.category,
  title: page.title,
  path: page.path,
  grouped: page.layout === "groups",
}));

export function pageOf(category: string): DocumentPage | undefined {
  return documentPages.find((page) => page.category === category);
}

// ---------------------------------------------------------------------------
// The form

export const MAX_PDF_BYTES = 20 * 1024 * 1024;

/** Today in India (the filings' own calendar), as yyyy-mm-dd. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
}

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const emptyDocumentForm: DocumentFormValues = {
  category: "",
  subCategory: "",
  date: "",
  description: "",
  largeFileUrl: "",
  imageUrl: "",
  audioUrl: "",
  audioLinkUrl: "",
  videoUrl: "",
};
