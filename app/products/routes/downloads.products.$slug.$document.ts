import { refusalAsResponse } from "~/lib/pdf/generation.server";
import { pdfLanguageOf, pdfResponse, productPdf } from "~/downloads/downloads.server";
import { pdfGeneration } from "~/downloads/generated-pdfs.server";
import type { Route } from "./+types/downloads.products.$slug.$document";

/**
 * /downloads/products/:slug/brochure.pdf and /technical-data-sheet.pdf; `?lang=hi` for Hindi.
 * Made once per process, in a PDF worker; while too many PDFs are being made, 503 (ADR 38).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const document =
    params.document === "brochure.pdf"
      ? "brochure"
      : params.document === "technical-data-sheet.pdf"
        ? "technical-data-sheet"
        : undefined;
  const lang = pdfLanguageOf(request);
  const pdf = document
    ? await productPdf(params.slug, document, lang, (job) =>
        pdfGeneration().makeContentPdf(job, lang),
      ).catch(refusalAsResponse)
    : undefined;
  if (!pdf)
    return new Response("No such document.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return pdfResponse(pdf);
}
