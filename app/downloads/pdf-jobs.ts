import type { PdfLanguage } from "~/ui/pdf-layout";
import type { Estimate } from "~/paint-budget/estimate";
import { buildEstimatePdf } from "~/paint-budget/estimate-document";
import { findShadeCard } from "~/shades/cards";
import { buildShortlistPdf } from "~/shades/explorer/shortlist-page/shortlist-document";
import { buildShadeCardPdf } from "~/shades/shade-card-documents";
import { findProduct } from "~/products/content";
import { buildProductBrochure, buildTechnicalDataSheet } from "~/products/product-documents";

/**
 * Every PDF the site makes while it runs, as a job: plain data that can be
 * sent to a worker thread (pdf-jobs.worker.ts) and drawn there by the same
 * code as before, so the bytes are the same wherever it runs.
 */
export type ProductDocument = "brochure" | "technical-data-sheet";

export type PdfJob =
  | { kind: "estimate"; estimate: Estimate; lang: PdfLanguage; address: string }
  | {
      kind: "shortlist";
      shades: Parameters<typeof buildShortlistPdf>[0];
      lang: PdfLanguage;
    }
  | { kind: "product"; slug: string; document: ProductDocument; lang: PdfLanguage }
  | { kind: "shade-card"; id: string; lang: PdfLanguage };

export async function buildPdf(job: PdfJob): Promise<Uint8Array> {
  switch (job.kind) {
    case "estimate":
      return buildEstimatePdf(job.estimate, job.lang, job.address);
    case "shortlist":
      return buildShortlistPdf(job.shades, job.lang);
    case "product": {
      const product = findProduct(job.slug);
      if (!product) throw new Error(`no product ${job.slug}`);
      return job.document === "brochure"
        ? buildProductBrochure(product, job.lang)
        : buildTechnicalDataSheet(product, job.lang);
    }
    case "shade-card": {
      const card = findShadeCard(job.id);
      if (!card) throw new Error(`no shade card ${job.id}`);
      return buildShadeCardPdf(card, job.lang);
    }
  }
}
