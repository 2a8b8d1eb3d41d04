import { localizeHref } from "~/lib/i18n/locales";
import type { NoticeItemGroup, NoticePurpose, PrivacyNoticeModel } from "~/lib/privacy/notice";
import { uiMessages } from "./messages";

/** Where a person uses their rights (built by the privacy capability), and where the grievance officer is named. */
export const PRIVACY_REQUESTS_PATH = "/privacy/requests";
export const GRIEVANCE_OFFICER_PATH = "/privacy-policy#grievance-officer";

/**
 * A form's privacy notice in one language: its own items and purposes, and
 * the words every notice shares (how to withdraw, use one's rights and
 * complain to the Board), with the links in that language.
 */
export function privacyNoticeIn(
  locale: string,
  form: { items: readonly NoticeItemGroup[]; purposes: readonly NoticePurpose[] },
): PrivacyNoticeModel {
  const t = uiMessages.in(locale);
  const count = form.items.reduce((n, group) => n + group.items.length, 0);
  const optional = form.purposes.some((p) => p.optional);
  return {
    locale,
    title: t("privacy.title"),
    itemsSummary: t("privacy.itemsSummary", { count }),
    items: form.items,
    purposesIntro: t("privacy.purposesIntro"),
    purposes: form.purposes,
    consentNote: optional ? t("privacy.optionalNote") : t("privacy.sendIsConsent"),
    withdraw: {
      text: t("privacy.withdraw", { requests: "{requests}" }),
      links: {
        requests: {
          label: t("privacy.requestsLink"),
          href: localizeHref(PRIVACY_REQUESTS_PATH, locale),
        },
      },
    },
    rights: {
      text: t("privacy.rights", { officer: "{officer}" }),
      links: {
        officer: {
          label: t("privacy.officerLink"),
          href: localizeHref(GRIEVANCE_OFFICER_PATH, locale),
        },
      },
    },
    complain: { text: t("privacy.complain") },
  };
}
