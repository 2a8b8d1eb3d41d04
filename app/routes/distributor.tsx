import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/distributor";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Become a CFA / CSA / distributor",
    description: "Apply to become a distributor.",
    keywords: "Kamo Paints, become a cfa / csa / distributor",
  });

export default function Page() {
  return (
    <ComingSoon title="Become a CFA / CSA / distributor" summary="Apply to become a distributor." />
  );
}
