import { pdfLanguageOf, pdfResponse, shadeCardPdf } from "~/products/downloads.server";
import type { Route } from "./+types/shade-card-download";

/** /downloads/shade-cards/:card.pdf; `?lang=hi` for Hindi. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = params.card.endsWith(".pdf") ? params.card.slice(0, -4) : undefined;
  const pdf = id ? await shadeCardPdf(id, pdfLanguageOf(request)) : undefined;
  if (!pdf)
    return new Response("No such shade card.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return pdfResponse(pdf);
}
