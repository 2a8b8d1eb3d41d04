import { localeInfo } from "~/lib/i18n/locales";
import { REQUEST_PURPOSE, type PrivacyNoticeModel } from "~/lib/privacy/notice";
import { privacyNoticeIn } from "~/ui/privacy-notice";
import { alertMessages } from "./messages";

/**
 * What the alert sign-up form sends (alert-form.ts reads the same names), each
 * with the words its privacy notice lists it by: the form has no definition
 * of its own, so this list is it, and a test holds the form to it.
 */
export const alertFormItems = [
  { name: "email", item: "form.email" },
  { name: "category", item: "notice.categories" },
  { name: "frequency", item: "notice.frequency" },
] as const;

const built = new Map<string, PrivacyNoticeModel>();

/**
 * The alert sign-up's privacy notice (ADR 62): its one purpose is the
 * alerts asked for, which sending the form consents to; withdrawing it is
 * unsubscribing, which every mail links to.
 */
export function alertNoticeIn(locale: string): PrivacyNoticeModel {
  const code = localeInfo(locale).code;
  let notice = built.get(code);
  if (!notice) {
    const t = alertMessages.in(code);
    notice = privacyNoticeIn(code, {
      items: [{ items: alertFormItems.map((field) => t(field.item)) }],
      purposes: [{ id: REQUEST_PURPOSE, text: t("notice.purpose"), optional: false }],
    });
    built.set(code, notice);
  }
  return notice;
}
