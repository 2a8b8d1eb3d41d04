import { pdfLanguageOf, pdfResponse } from "~/downloads/downloads.server";
import { pdfGeneration } from "~/downloads/generated-pdfs.server";
import { shortlistData } from "../explorer/explorer.server";
import { parseShortlist, SHORTLIST_PARAM } from "../explorer/shortlist";
import type { Route } from "./+types/downloads.shortlist[.]pdf";

/**
 * /downloads/shortlist.pdf?codes=…; `&lang=hi` for Hindi. Lists are the
 * visitors' own, so each is made on request, in a worker, and kept by the
 * shades it shows, within the limits of ADR 38 (429 or 503 past them).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { shades } = shortlistData(parseShortlist(url.searchParams.getAll(SHORTLIST_PARAM)));
  if (shades.length === 0)
    return new Response("No shades in this shortlist.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const lang = pdfLanguageOf(request);
  // The file shows these shades in this order and nothing else of the request.
  const key = `shortlist\n${lang}\n${shades.map((shade) => shade.code).join(",")}`;
  const bytes = await pdfGeneration().get(request, key, { kind: "shortlist", shades, lang }, lang);
  const filename = `kamo-paints-shade-shortlist${lang === "en" ? "" : `-${lang}`}.pdf`;
  return pdfResponse({ bytes, filename });
}
