import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/regulation-46";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Disclosures under Regulation 46",
    description: "Disclosures under Regulation 46 of the SEBI LODR Regulations.",
    keywords: "Kamo Paints, disclosures under regulation 46",
  });

export default function Page() {
  return (
    <ComingSoon
      title="Disclosures under Regulation 46"
      summary="Disclosures under Regulation 46 of the SEBI LODR Regulations."
    />
  );
}
