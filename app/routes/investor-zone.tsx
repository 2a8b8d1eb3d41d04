import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/investor-zone";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Investor zone",
    description: "Every investor page in one place.",
    keywords: "Kamo Paints, investor zone",
  });

export default function Page() {
  return <ComingSoon title="Investor zone" summary="Every investor page in one place." />;
}
