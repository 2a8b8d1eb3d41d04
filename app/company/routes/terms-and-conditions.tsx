import { LegalDocumentView } from "~/company/LegalDocumentView";
import { sharedPageHeaders } from "~/lib/cache";
import { companyMeta } from "~/company/meta";
import "~/company/company.css";
import type { Route } from "./+types/terms-and-conditions";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { companyMessages } from "~/company/messages";
import { termsIn } from "~/company/legal-content";

export const meta: Route.MetaFunction = companyMeta("terms");

export const headers = () => sharedPageHeaders();

export default function TermsAndConditions() {
  const locale = useLocale();
  const t = useMessages(companyMessages);
  return (
    <LegalDocumentView
      document={termsIn(locale)}
      eyebrow={t("legal.eyebrow")}
      withContents={false}
    />
  );
}
