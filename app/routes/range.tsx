import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/range";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Our paint ranges",
    description: "Product range details are on their way.",
    keywords: "Kamo Paints, our paint ranges",
  });

export default function Page() {
  return <ComingSoon title="Our paint ranges" summary="Product range details are on their way." />;
}
