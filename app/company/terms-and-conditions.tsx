import { LegalDocumentView } from "~/company/LegalDocumentView";
import { termsAndConditions } from "~/content/legal";
import { sharedPageHeaders } from "~/lib/cache";
import { seo } from "~/lib/seo";
import "~/company/company.css";
import type { Route } from "./+types/terms-and-conditions";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Terms and Conditions",
    description:
      "The terms of use of the Kamo Paints website: content, trademarks, limitation of liability and governing law.",
    keywords: "Kamo Paints terms and conditions, terms of use, website terms",
  });

export const headers = () => sharedPageHeaders();

export default function TermsAndConditions() {
  return <LegalDocumentView document={termsAndConditions} eyebrow="Legal" withContents={false} />;
}
