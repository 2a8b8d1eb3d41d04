import { LegalDocumentView } from "~/company/LegalDocumentView";
import { sharedPageHeaders } from "~/lib/cache";
import { seo } from "~/lib/seo";
import "~/company/company.css";
import type { Route } from "./+types/privacy-policy";
import { localeOfPath } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { companyMessages } from "~/company/messages";
import { privacyPolicyIn } from "~/company/legal-content";

export const meta: Route.MetaFunction = (args) => {
  const t = companyMessages.in(localeOfPath(args.location.pathname));
  return seo(args, {
    title: t("privacy.metaTitle"),
    description: t("privacy.metaDescription"),
    keywords: t("privacy.metaKeywords"),
  });
};

export const headers = () => sharedPageHeaders();

export default function PrivacyPolicy() {
  const locale = useLocale();
  const t = useMessages(companyMessages);
  return (
    <LegalDocumentView document={privacyPolicyIn(locale)} eyebrow={t("legal.eyebrow")} />
  );
}
