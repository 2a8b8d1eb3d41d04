import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/product";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Product details",
    description: "Product details are on their way.",
    keywords: "Kamo Paints, product details",
  });

export default function Page() {
  return <ComingSoon title="Product details" summary="Product details are on their way." />;
}
