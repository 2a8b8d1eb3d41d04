import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/catalogue-detail";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Catalogue",
    description: "Catalogue product.",
    keywords: "Kamo Paints, catalogue",
  });

export default function Page() {
  return <ComingSoon title="Catalogue" summary="Catalogue product." />;
}
