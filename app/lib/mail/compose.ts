import { z } from "zod";
import {
  foldLines,
  normaliseBreaks,
  piecesOf,
  plainOf,
  shorten,
  soleLanguage,
  type MailTextInput,
  type Piece,
} from "./mail-text";
import { mailMessages, type AlertMessages } from "./messages";

/**
 * An alert-style mail (a title, a few lines, links, and a footer with
 * unsubscribe and manage links) as a plain-text part and an HTML part built
 * from the same data, so the two never say different things. It knows no
 * domain: an investor alert passes the document's title, date and category as
 * lines, a staff notice passes whatever it reports.
 */
const webUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) address" });
const languageTag = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/);

/**
 * A text of the mail: a string in the mail's language, or pieces of which
 * some are in another (a filing's English description inside a Hindi alert,
 * until staff translate it). The HTML part marks those pieces with their
 * language so a screen reader switches voice; the plain-text part and the
 * subject simply join them.
 */
export type MailText = MailTextInput;

const mailText = z.union([
  z.string(),
  z.array(z.union([z.string(), z.object({ text: z.string(), lang: languageTag })])).readonly(),
]);

/**
 * The longest title, in UTF-16 units as the schemas count: it is the subject
 * (the mail schema allows 400) and the heading. Longer ones are shortened.
 */
export const MAX_TITLE_LENGTH = 300;

export const alertContentSchema = z.object({
  /** BCP 47 language of the texts, for the HTML lang attribute ("en", "hi"). */
  lang: languageTag.default("en"),
  /**
   * Any length, any line breaks (it is often staff text): the subject and the
   * heading get it on one line and shortened (mail-text.ts); when it had to be
   * shortened, the whole of it opens the body.
   */
  title: mailText,
  /** Paragraphs, in order; a line break inside one is kept. */
  lines: z.array(mailText).default([]),
  /** A label is shown on one line: its line breaks become spaces. */
  links: z.array(z.object({ label: mailText, url: webUrl })).default([]),
  /** Why the reader gets this mail ("You subscribed to … on …"); shown above the footer links. */
  reason: z.string().trim().min(1).optional(),
  unsubscribeUrl: webUrl,
  manageUrl: webUrl,
});

export type AlertContent = z.input<typeof alertContentSchema>;

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

export function composeAlert(
  content: AlertContent,
  messages: AlertMessages = mailMessages.alert,
): ComposedMail {
  const c = prepared(alertContentSchema.parse(content));
  return { subject: plainOf(c.title), text: plainText(c, messages), html: html(c, messages) };
}

interface Prepared {
  lang: string;
  /** On one line and at most MAX_TITLE_LENGTH long. */
  title: Piece[];
  lines: Piece[][];
  links: Array<{ label: Piece[]; url: string }>;
  reason: string | undefined;
  unsubscribeUrl: string;
  manageUrl: string;
}

/** The content as the two parts show it: a safe title, whole paragraphs, one-line labels. */
function prepared(c: z.output<typeof alertContentSchema>): Prepared {
  const pieces = (text: MailText) => piecesOf(text, c.lang);
  const full = normaliseBreaks(pieces(c.title));
  const { pieces: title, shortened } = shorten(foldLines(full), MAX_TITLE_LENGTH, c.lang);
  if (title.length === 0) throw new Error("A mail needs a title with some text in it");
  const lines = c.lines
    .map((line) => trimmed(normaliseBreaks(pieces(line))))
    .filter((line) => line.length > 0);
  return {
    lang: c.lang,
    title,
    // The heading had to be cut: the reader still gets every word, first thing.
    lines: shortened ? [trimmed(full), ...lines] : lines,
    links: c.links.map((l) => {
      const label = foldLines(pieces(l.label));
      return { label: label.length > 0 ? label : [{ text: l.url }], url: l.url };
    }),
    reason: c.reason,
    unsubscribeUrl: c.unsubscribeUrl,
    manageUrl: c.manageUrl,
  };
}

/** A paragraph without blank lines at either end, or no pieces when it says nothing. */
function trimmed(pieces: Piece[]): Piece[] {
  if (plainOf(pieces).trim() === "") return [];
  const out = pieces.map((p) => ({ ...p }));
  out[0]!.text = out[0]!.text.trimStart();
  out[out.length - 1]!.text = out[out.length - 1]!.text.trimEnd();
  return out.filter((p) => p.text !== "");
}

function plainText(c: Prepared, messages: AlertMessages): string {
  const title = plainOf(c.title);
  const parts = [
    `${title}\n${"=".repeat(Math.min(graphemes(title), 60))}`,
    ...c.lines.map(plainOf),
  ];
  if (c.links.length > 0)
    parts.push(c.links.map((l) => `${plainOf(l.label)}: ${l.url}`).join("\n"));
  const footer = [
    ...(c.reason ? [c.reason] : []),
    `${messages.unsubscribe}: ${c.unsubscribeUrl}`,
    `${messages.manage}: ${c.manageUrl}`,
  ];
  parts.push(`--\n${footer.join("\n")}`);
  return `${parts.join("\n\n")}\n`;
}

/** Characters as a reader counts them (a Devanagari syllable with its vowel sign is one). */
function graphemes(text: string): number {
  return [...new Intl.Segmenter().segment(text)].length;
}

// Inline styles only: mail clients drop <style> blocks and external sheets.
const BODY = "margin:0;padding:16px;background:#ffffff;color:#1d2330;font:16px/1.5 sans-serif";
const LINK = "color:#1f3a5f";
const FOOTER = "margin-top:24px;border-top:1px solid #c5cad3;padding-top:12px;font-size:14px";

function html(c: Prepared, messages: AlertMessages): string {
  const lines = c.lines.map((l) => `<p>${markup(l).replace(/\n/g, "<br>")}</p>`);
  const links = c.links.map((l) => `<p>${anchor(l.url, markup(l.label))}</p>`);
  const footer = [
    anchor(c.unsubscribeUrl, escapeHtml(messages.unsubscribe)),
    anchor(c.manageUrl, escapeHtml(messages.manage)),
  ];
  // <title> holds text only, no <span>: it can name one language for all of it, no more.
  const titleLang = soleLanguage(c.title);
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(c.lang)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title${titleLang ? ` lang="${escapeHtml(titleLang)}"` : ""}>${escapeHtml(plainOf(c.title))}</title></head>`,
    `<body style="${BODY}">`,
    `<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${markup(c.title)}</h1>`,
    ...lines,
    ...links,
    `<div style="${FOOTER}">`,
    ...(c.reason ? [`<p>${escapeHtml(c.reason)}</p>`] : []),
    `<p>${footer.join(escapeHtml(messages.footerSeparator))}</p>`,
    "</div>",
    "</body></html>",
    "",
  ].join("\n");
}

/** Escaped pieces; one in another language than the mail's is a span that says which. */
function markup(pieces: readonly Piece[]): string {
  return pieces
    .map((p) =>
      p.lang
        ? `<span lang="${escapeHtml(p.lang)}">${escapeHtml(p.text)}</span>`
        : escapeHtml(p.text),
    )
    .join("");
}

function anchor(url: string, labelHtml: string): string {
  return `<a href="${escapeHtml(url)}" style="${LINK}">${labelHtml}</a>`;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}
