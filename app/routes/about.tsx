import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "About us",
    description: "The story of Kamo Paints.",
    keywords: "Kamo Paints, about us",
  });

export default function Page() {
  return <ComingSoon title="About us" summary="The story of Kamo Paints." />;
}
