/**
 * A privacy notice as data (DPDP Rules 2025, Rule 3; ADR 62): what a form
 * collects, item by item, each purpose, and how to withdraw consent, use
 * one's rights and complain to the Data Protection Board, in one language.
 * It knows no form: the leads and the investors' alert sign-up each build
 * theirs from their own definitions (app/ui/privacy-notice.ts adds the
 * shared words), the page draws it (app/ui/PrivacyNotice.tsx) and the
 * server hashes the same model into the version it records with a consent
 * (notice-version.server.ts). Browser-safe: no node: imports here.
 */

/** A sentence with links in it: `{name}` in the text marks where each goes. */
export interface NoticeSentence {
  text: string;
  links?: Readonly<Record<string, { label: string; href: string }>>;
}

/** The items of one part of a form (its section's legend, when it has one). */
export interface NoticeItemGroup {
  heading?: string;
  items: readonly string[];
}

export interface NoticePurpose {
  /** Recorded with the consent: "request" (what the form asks for) or an optional one such as "marketing". */
  id: string;
  text: string;
  /** Optional purposes need their own unticked box; the request itself rests on the notice and the send. */
  optional: boolean;
  /** The optional box's words ("Yes, send me ..."). */
  consentLabel?: string;
}

export interface PrivacyNoticeModel {
  locale: string;
  title: string;
  /** The disclosure's summary, e.g. "The 9 details this form asks for". */
  itemsSummary: string;
  items: readonly NoticeItemGroup[];
  purposesIntro: string;
  purposes: readonly NoticePurpose[];
  /** How consent is given: sending the form, and each optional purpose's own box. */
  consentNote: string;
  withdraw: NoticeSentence;
  rights: NoticeSentence;
  complain: NoticeSentence;
}

/** The purpose every notice has: doing what the person asked for. */
export const REQUEST_PURPOSE = "request";

/** The notice's purposes a person gives by sending the form: the request, and each optional one ticked. */
export function givenPurposes(
  notice: Pick<PrivacyNoticeModel, "purposes">,
  ticked: (purpose: string) => boolean,
): string[] {
  return notice.purposes.filter((p) => !p.optional || ticked(p.id)).map((p) => p.id);
}

/** The name of the unticked box for an optional purpose. */
export function consentFieldName(purpose: string): string {
  return `consent-${purpose}`;
}

/** A sentence as plain text, each link as "label <href>". */
export function sentenceText(sentence: NoticeSentence): string {
  return sentence.text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const link = sentence.links?.[name];
    return link ? `${link.label} <${link.href}>` : whole;
  });
}

/**
 * The whole notice as plain text, one line per statement in the order the
 * page shows them: what the version is a hash of, so a changed word, item,
 * purpose or link is a new version.
 */
export function noticeText(notice: PrivacyNoticeModel): string {
  const lines = [`[${notice.locale}] ${notice.title}`, notice.itemsSummary];
  for (const group of notice.items)
    lines.push(`${group.heading ? `${group.heading}: ` : ""}${group.items.join("; ")}`);
  lines.push(notice.purposesIntro);
  for (const purpose of notice.purposes)
    lines.push(
      `- ${purpose.id}${purpose.optional ? " (optional)" : ""}: ${purpose.text}${
        purpose.consentLabel ? ` [${purpose.consentLabel}]` : ""
      }`,
    );
  lines.push(notice.consentNote);
  lines.push(
    sentenceText(notice.withdraw),
    sentenceText(notice.rights),
    sentenceText(notice.complain),
  );
  return lines.join("\n");
}

/** How many items a notice lists, over all its groups. */
export function itemCount(notice: Pick<PrivacyNoticeModel, "items">): number {
  return notice.items.reduce((n, group) => n + group.items.length, 0);
}
