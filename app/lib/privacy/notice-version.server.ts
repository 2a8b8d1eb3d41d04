import { createHash } from "node:crypto";
import { noticeText, type PrivacyNoticeModel } from "./notice";

/**
 * A notice's version: the first 16 hex digits of the SHA-256 of its text
 * (noticeText) in its language. Recorded with each consent, it changes
 * whenever a word of the notice does, so a consent always names the words
 * it was given on; 64 bits are plenty to tell a site's notices apart.
 */
export function noticeVersion(notice: PrivacyNoticeModel): string {
  return createHash("sha256").update(noticeText(notice)).digest("hex").slice(0, 16);
}
