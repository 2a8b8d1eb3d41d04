/** The consent records' shapes (ADR 62), for the store and the pages that show them. */

/** How a form reached us: its own page, the header's dialog, or a plain post without JavaScript. */
export const consentChannels = ["page", "dialog", "no-js"] as const;
export type ConsentChannel = (typeof consentChannels)[number];

export function isConsentChannel(value: unknown): value is ConsentChannel {
  return (consentChannels as readonly unknown[]).includes(value);
}

export interface GivenConsent {
  /** The notice's version (app/lib/privacy/notice.ts). */
  noticeVersion: string;
  locale: string;
  /** The purposes agreed to: the request itself, and each optional one ticked. */
  purposes: readonly string[];
  channel: ConsentChannel;
  at: Date;
}

/** One purpose of one lead's consent, as staff and the rights page read it. */
export interface LeadConsent {
  leadId: number;
  purpose: string;
  noticeVersion: string;
  locale: string;
  channel: string;
  givenAt: string;
  /** When it was withdrawn; null while it stands. */
  withdrawnAt: string | null;
}
