import { LegalDocumentView } from "~/company/LegalDocumentView";
import { sharedPageHeaders } from "~/lib/cache";
import { seo } from "~/lib/seo";
import "~/company/company.css";
import type { Route } from "./+types/terms-and-conditions";
import { localeOfPath } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { companyMessages } from "~/company/messages";
import { termsIn } from "~/company/legal-content";

export const meta: Route.MetaFunction = (args) => {
  const t = companyMessages.in(localeOfPath(args.location.pathname));
  return seo(args, {
    title: t("terms.metaTitle"),
    description: t("terms.metaDescription"),
    keywords: t("terms.metaKeywords"),
  });
};

export const headers = () => sharedPageHeaders();

export default function TermsAndConditions() {
  const locale = useLocale();
  const t = useMessages(companyMessages);
  return (
    <LegalDocumentView document={termsIn(locale)} eyebrow={t("legal.eyebrow")} withContents={false} />
  );
}
