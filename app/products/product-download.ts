import { pdfLanguageOf, pdfResponse, productPdf } from "~/products/downloads.server";
import type { Route } from "./+types/product-download";

/** /downloads/products/:slug/brochure.pdf and /technical-data-sheet.pdf; `?lang=hi` for Hindi. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const document =
    params.document === "brochure.pdf"
      ? "brochure"
      : params.document === "technical-data-sheet.pdf"
        ? "technical-data-sheet"
        : undefined;
  const pdf = document
    ? await productPdf(params.slug, document, pdfLanguageOf(request))
    : undefined;
  if (!pdf)
    return new Response("No such document.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return pdfResponse(pdf);
}
