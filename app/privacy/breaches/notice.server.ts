import { privacyEmail } from "~/content/facts";
import { site } from "~/content/site";
import { formatDate, formatIndianDateTime } from "~/lib/i18n/format";
import { localeInfo } from "~/lib/i18n/locales";
import { escapeHtml } from "~/lib/mail/compose";
import type { BreachDataKind } from "./kinds";
import { breachKindLabels } from "./kinds";
import { boardDeadline } from "./deadline";
import { noticeMessages } from "./notice-messages";
import type { IncidentView } from "./store.server";

/**
 * The two texts the register drafts (ADR 65).
 *
 * - The notice to each affected person (DPDP Rules 2025, Rule 7(1)), in that
 *   person's language: what happened (with when), which of their data, what
 *   it may mean for them, what we have done, what they can do, and whom to
 *   contact. What happened and the steps taken are staff's own words, written
 *   in each language; the consequences and the advice follow from the kinds
 *   of data reached and are the catalogue's.
 * - The report to the Data Protection Board (Rule 7(2)), in English, due 72
 *   hours from when the breach was found.
 */
export type DraftIncident = Pick<
  IncidentView,
  "id" | "title" | "foundAt" | "occurredAt" | "whatHappened" | "stepsTaken" | "kinds"
>;

export interface NoticeDraft {
  locale: string;
  subject: string;
  /** Sections in order, each a heading and its paragraphs (a list where `list`). */
  sections: Array<{ heading?: string; paragraphs: string[]; list?: string[] }>;
  text: string;
  html: string;
}

/** "BR-0007": how the person and the Board refer to the incident. */
export function breachReference(id: number): string {
  return `BR-${String(id).padStart(4, "0")}`;
}

/** The staff-written text in a language, or English when that language has none yet. */
function inLanguage(text: { en: string; hi: string }, locale: string): string {
  const own = locale === "hi" ? text.hi : text.en;
  return own.trim() !== "" ? own.trim() : text.en.trim();
}

/** Whether the incident has its own words for a language (the notice would fall back to English). */
export function hasWordsIn(
  incident: Pick<DraftIncident, "whatHappened" | "stepsTaken">,
  locale: string,
) {
  if (locale !== "hi") return true;
  return incident.whatHappened.hi.trim() !== "" && incident.stepsTaken.hi.trim() !== "";
}

const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export function draftNotice(
  incident: DraftIncident,
  person: { name: string; locale: string },
  siteUrl: string,
): NoticeDraft {
  const locale = localeInfo(person.locale).code;
  const t = noticeMessages.in(locale);
  const reference = breachReference(incident.id);
  const kinds: BreachDataKind[] = incident.kinds;
  const name = person.name.trim();
  const sections: NoticeDraft["sections"] = [
    {
      paragraphs: [
        name ? t("notice.greeting", { name }) : t("notice.greetingNoName"),
        t("notice.intro"),
      ],
    },
    {
      heading: t("notice.happened.heading"),
      paragraphs: [
        ...paragraphsOf(inLanguage(incident.whatHappened, locale)),
        ...(incident.occurredAt
          ? [
              t("notice.happened.occurred", {
                date: formatDate(locale, new Date(incident.occurredAt)),
              }),
            ]
          : []),
        t("notice.happened.found", { date: formatDate(locale, new Date(incident.foundAt)) }),
      ],
    },
    {
      heading: t("notice.data.heading"),
      paragraphs: [],
      list: kinds.map((kind) => t(`notice.kind.${kind}`)),
    },
    {
      heading: t("notice.consequences.heading"),
      paragraphs: [],
      list: kinds.map((kind) => t(`notice.consequence.${kind}`)),
    },
    {
      heading: t("notice.done.heading"),
      paragraphs: paragraphsOf(inLanguage(incident.stepsTaken, locale)),
    },
    {
      heading: t("notice.can.heading"),
      paragraphs: [],
      list: kinds.map((kind) => t(`notice.advice.${kind}`)),
    },
    {
      heading: t("notice.contact.heading"),
      paragraphs: [
        t("notice.contact.officer", { email: privacyEmail, phone: site.tollFree, reference }),
        t("notice.contact.board"),
      ],
    },
  ];
  const subject = t("notice.subject", { reference });
  const footer = t("notice.footer", { site: new URL(siteUrl).host });
  const text = `${[
    subject,
    ...sections.map((s) =>
      [
        ...(s.heading ? [s.heading] : []),
        ...s.paragraphs,
        ...(s.list ?? []).map((item) => `- ${item}`),
      ].join("\n\n"),
    ),
    `--\n${footer}`,
  ].join("\n\n")}\n`;
  const html = [
    "<!doctype html>",
    `<html lang="${escapeHtml(locale)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:16px;background:#ffffff;color:#1d2330;font:16px/1.5 sans-serif">',
    `<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
    ...sections.flatMap((s) => [
      ...(s.heading
        ? [`<h2 style="font-size:18px;margin:20px 0 8px">${escapeHtml(s.heading)}</h2>`]
        : []),
      ...s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      ...(s.list && s.list.length > 0
        ? [`<ul>${s.list.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`]
        : []),
    ]),
    `<p style="margin-top:24px;border-top:1px solid #c5cad3;padding-top:12px;font-size:14px">${escapeHtml(footer)}</p>`,
    "</body></html>",
    "",
  ].join("\n");
  return { locale, subject, sections, text, html };
}

export interface BoardReportFacts {
  affectedCount: number;
  byLocale: Record<string, number>;
  notices: { drafted: number; queued: number; delivered: number; failed: number };
}

/**
 * The report to the Data Protection Board (Rule 7(2)(b)), in English: the
 * facts, the extent, the likely impact, what was done, and the notices
 * given. Staff copy it into the Board's channel and record when they did.
 */
export function draftBoardReport(incident: DraftIncident, facts: BoardReportFacts): string {
  const reference = breachReference(incident.id);
  const languages = Object.entries(facts.byLocale)
    .map(([code, n]) => `${n} in ${localeInfo(code).code === "hi" ? "Hindi" : "English"}`)
    .join(", ");
  const t = noticeMessages.in("en");
  return [
    `Intimation of a personal data breach: ${reference}, ${incident.title}`,
    "To: the Data Protection Board of India",
    `From: Kamo Paints Limited (Data Fiduciary). Contact: the Grievance Officer, ${privacyEmail}, ${site.tollFree}.`,
    "",
    "1. Description of the breach",
    incident.whatHappened.en.trim(),
    `Became aware: ${formatIndianDateTime(incident.foundAt)} (India time).`,
    incident.occurredAt
      ? `Occurred: ${formatIndianDateTime(incident.occurredAt)} (India time).`
      : "Occurred: not yet known.",
    "",
    "2. Nature and extent",
    `Personal data affected: ${incident.kinds.map((k) => breachKindLabels[k]).join("; ") || "not recorded"}.`,
    `Data Principals affected: ${facts.affectedCount}${languages ? ` (${languages})` : ""}.`,
    "",
    "3. Likely impact",
    ...incident.kinds.map((k) => `- ${t(`notice.consequence.${k}`)}`),
    "",
    "4. Measures taken to mitigate the risk",
    incident.stepsTaken.en.trim(),
    "",
    "5. Intimation to the Data Principals affected",
    `${facts.notices.delivered} notices delivered, ${facts.notices.queued} being sent, ${facts.notices.failed} failed, ${facts.notices.drafted} not yet sent; each in the person's language, by email.`,
    "",
    `Report due by ${formatIndianDateTime(boardDeadline(incident.foundAt))} (India time), 72 hours from when we became aware (Rule 7(2)(b)).`,
    "",
  ].join("\n");
}
