import { pdfLanguageOf, pdfResponse } from "~/products/downloads.server";
import { shortlistData } from "../explorer.server";
import { parseShortlist, SHORTLIST_PARAM } from "../shortlist";
import { buildShortlistPdf } from "./shortlist-document";
import type { Route } from "./+types/shortlist-download";

/** /downloads/shortlist.pdf?codes=…; `&lang=hi` for Hindi. Built per request: lists are the visitors' own. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { shades } = shortlistData(parseShortlist(url.searchParams.getAll(SHORTLIST_PARAM)));
  if (shades.length === 0)
    return new Response("No shades in this shortlist.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const lang = pdfLanguageOf(request);
  const bytes = await buildShortlistPdf(shades, lang);
  const filename = `kamo-paints-shade-shortlist${lang === "en" ? "" : `-${lang}`}.pdf`;
  return pdfResponse({ bytes, filename });
}
