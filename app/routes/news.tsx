import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "News",
    description: "Kamo Paints in the news.",
    keywords: "Kamo Paints, news",
  });

export default function Page() {
  return <ComingSoon title="News" summary="Kamo Paints in the news." />;
}
