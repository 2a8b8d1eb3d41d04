import { refusalAsResponse } from "~/lib/pdf/generation.server";
import { pdfLanguageOf, pdfResponse, shadeCardPdf } from "~/downloads/downloads.server";
import { pdfGeneration } from "~/downloads/generated-pdfs.server";
import type { Route } from "./+types/downloads.shade-cards.$card";

/**
 * /downloads/shade-cards/:card.pdf; `?lang=hi` for Hindi. Made once per
 * process, in a PDF worker; while too many PDFs are being made, 503 (ADR 38).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = params.card.endsWith(".pdf") ? params.card.slice(0, -4) : undefined;
  const lang = pdfLanguageOf(request);
  const pdf = id
    ? await shadeCardPdf(id, lang, (job) => pdfGeneration().makeContentPdf(job, lang)).catch(
        refusalAsResponse,
      )
    : undefined;
  if (!pdf)
    return new Response("No such shade card.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return pdfResponse(pdf);
}
