import { LegalDocumentView } from "~/company/LegalDocumentView";
import { privacyPolicy } from "~/content/legal";
import { sharedPageHeaders } from "~/lib/cache";
import { seo } from "~/lib/seo";
import "~/company/company.css";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Privacy Policy",
    description:
      "How Kamo Paints collects, uses, shares and protects your personal information, our use of cookies, and how to make a request about your data.",
    keywords:
      "Kamo Paints privacy policy, personal information, cookies, data protection, grievance officer",
  });

export const headers = () => sharedPageHeaders();

export default function PrivacyPolicy() {
  return <LegalDocumentView document={privacyPolicy} eyebrow="Legal" />;
}
