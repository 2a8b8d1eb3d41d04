import { pdfResponse, shadeCardPdf } from "~/products/downloads.server";
import type { Route } from "./+types/shade-card-download";

/** /downloads/shade-cards/:card.pdf */
export async function loader({ params }: Route.LoaderArgs) {
  const id = params.card.endsWith(".pdf") ? params.card.slice(0, -4) : undefined;
  const pdf = id ? await shadeCardPdf(id) : undefined;
  if (!pdf)
    return new Response("No such shade card.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return pdfResponse(pdf);
}
