import { LegalDocumentView } from "~/company/LegalDocumentView";
import { sharedPageHeaders } from "~/lib/cache";
import { companyMeta } from "~/company/meta";
import "~/company/company.css";
import type { Route } from "./+types/privacy-policy";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { companyMessages } from "~/company/messages";
import { privacyPolicyIn } from "~/company/legal-content";

export const meta: Route.MetaFunction = companyMeta("privacy");

export const headers = () => sharedPageHeaders();

export default function PrivacyPolicy() {
  const locale = useLocale();
  const t = useMessages(companyMessages);
  return <LegalDocumentView document={privacyPolicyIn(locale)} eyebrow={t("legal.eyebrow")} />;
}
