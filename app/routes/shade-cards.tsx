import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/shade-cards";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Shade cards",
    description: "Download shade cards and colour guides.",
    keywords: "Kamo Paints, shade cards",
  });

export default function Page() {
  return <ComingSoon title="Shade cards" summary="Download shade cards and colour guides." />;
}
