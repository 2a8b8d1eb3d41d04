import { z } from "zod";
import { mailMessages, type AlertMessages } from "./messages";

/**
 * An alert-style mail (a title, a few lines, links, and a footer with
 * unsubscribe and manage links) as a plain-text part and an HTML part built
 * from the same data, so the two never say different things. It knows no
 * domain: an investor alert passes the document's title, date and category as
 * lines, a staff notice passes whatever it reports.
 */
const webUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) address" });

export const alertContentSchema = z.object({
  /** BCP 47 language of the texts, for the HTML lang attribute ("en", "hi"). */
  lang: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
    .default("en"),
  title: z.string().trim().min(1).max(300),
  /** Paragraphs, in order; a line break inside one is kept. */
  lines: z.array(z.string().trim().min(1)).default([]),
  links: z.array(z.object({ label: z.string().trim().min(1), url: webUrl })).default([]),
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
  const c = alertContentSchema.parse(content);
  return { subject: c.title, text: plainText(c, messages), html: html(c, messages) };
}

type Alert = z.output<typeof alertContentSchema>;

function plainText(c: Alert, messages: AlertMessages): string {
  const parts = [`${c.title}\n${"=".repeat(Math.min(graphemes(c.title), 60))}`, ...c.lines];
  if (c.links.length > 0) parts.push(c.links.map((l) => `${l.label}: ${l.url}`).join("\n"));
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

function html(c: Alert, messages: AlertMessages): string {
  const lines = c.lines.map((l) => `<p>${escapeHtml(l).replace(/\n/g, "<br>")}</p>`);
  const links = c.links.map((l) => `<p>${anchor(l.url, l.label)}</p>`);
  const footer = [
    anchor(c.unsubscribeUrl, messages.unsubscribe),
    anchor(c.manageUrl, messages.manage),
  ];
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(c.lang)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(c.title)}</title></head>`,
    `<body style="${BODY}">`,
    `<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${escapeHtml(c.title)}</h1>`,
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

function anchor(url: string, label: string): string {
  return `<a href="${escapeHtml(url)}" style="${LINK}">${escapeHtml(label)}</a>`;
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
