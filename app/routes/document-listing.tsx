import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/document-listing";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Investor documents",
    description: "Investor documents.",
    keywords: "Kamo Paints, investor documents",
  });

export default function Page() {
  return <ComingSoon title="Investor documents" summary="Investor documents." />;
}
