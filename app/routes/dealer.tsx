import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/dealer";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Become a dealer",
    description: "Apply to become a Kamo Paints dealer.",
    keywords: "Kamo Paints, become a dealer",
  });

export default function Page() {
  return <ComingSoon title="Become a dealer" summary="Apply to become a Kamo Paints dealer." />;
}
