import { z } from "zod";
import { defaultLocale, isLocale, localeInfo } from "~/lib/i18n/locales";
import { findDocumentRecording } from "../documents/documents.server";
import { investorMessages } from "../messages";
import type { Route } from "./+types/investors.listen";

/**
 * /investors/listen?src=/documents/:id/:file — the small window in which an
 * investor document's own recording plays (spec: "a new window with an audio
 * player, type mpeg, autoplay"). A page of its own, with no script at all, so
 * its policy can forbid scripts entirely. It plays only a published
 * document's recording and takes its heading from that document, never from
 * the address: a Kamo-branded page must not play or title anything a link
 * chooses (issue 26). One path for every language: `lang` names the page's
 * language when it is not the default (the link sets it).
 */
const querySchema = z.object({ src: z.string().max(300) });

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang") ?? "";
  const locale = isLocale(lang) ? lang : defaultLocale;
  const parsed = querySchema.safeParse({ src: url.searchParams.get("src") ?? "" });
  if (!parsed.success) return playerRefusal(400, locale);
  const recording = await findDocumentRecording(parsed.data.src);
  if (!recording) return playerRefusal(404, locale);
  return playerPage(parsed.data.src, recording.description, locale);
}

/** The plain-text answer to a player link that is not one of our recordings. */
export function playerRefusal(status: 400 | 404, locale: string): Response {
  return new Response(`${investorMessages.in(locale)("player.invalid")}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** The player window for a recording already found to be a published document's own. */
export function playerPage(recordingPath: string, description: string, locale: string): Response {
  const t = investorMessages.in(locale);
  const src = escapeHtml(recordingPath);
  const heading = escapeHtml(description);
  const title = `${escapeHtml(t("files.audioRecording"))}: ${heading}`;
  // Document descriptions are written in English (the staff area keeps them so).
  const headingLang = locale === defaultLocale ? "" : ' lang="en"';
  // A sentence with the download link in it: the message keeps {download} where the link goes.
  // (A replacer function, so "$&" in an address is not read as a pattern.)
  const withLink = (sentence: string, label: string) =>
    escapeHtml(sentence).replace("{download}", () => `<a href="${src}">${escapeHtml(label)}</a>`);
  const html = `<!doctype html>
<html lang="${localeInfo(locale).tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | Kamo Paints</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fbf8f3;color:#1d2330}
main{padding:1.25rem;max-width:32rem;margin:0 auto}
p.brand{margin:0 0 .25rem;font-size:.8rem;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:#a23e28}
p.brand:lang(hi){letter-spacing:0}
h1{margin:0 0 1rem;font-size:1.15rem;line-height:1.35;color:#1f3a5f}
audio{width:100%}
a{color:#2f5a8f}
p.note{font-size:.85rem;color:#3e4656}
</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(t("player.brand"))}</p>
<h1${headingLang}>${heading}</h1>
<audio controls autoplay preload="auto"><source src="${src}" type="audio/mpeg">${withLink(t("player.cannotPlay", { download: "{download}" }), t("player.download"))}</audio>
<p class="note">${withLink(t("player.note", { download: "{download}" }), t("player.noteDownload"))}</p>
</main>
</body>
</html>`;
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      // No scripts at all on this page; only its own style block and the recording.
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; media-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      "X-Robots-Tag": "noindex",
    },
  });
}
