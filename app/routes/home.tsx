import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Home",
    description: "Welcome to Kamo Paints.",
    keywords: "Kamo Paints, home",
  });

export default function Page() {
  return <ComingSoon title="Home" summary="Welcome to Kamo Paints." />;
}
