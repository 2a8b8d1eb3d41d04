import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/director";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Board of directors",
    description: "Profile of a member of our board.",
    keywords: "Kamo Paints, board of directors",
  });

export default function Page() {
  return <ComingSoon title="Board of directors" summary="Profile of a member of our board." />;
}
