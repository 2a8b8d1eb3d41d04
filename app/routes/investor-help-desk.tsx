import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/investor-help-desk";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Investor help desk",
    description: "Contacts for shareholders.",
    keywords: "Kamo Paints, investor help desk",
  });

export default function Page() {
  return <ComingSoon title="Investor help desk" summary="Contacts for shareholders." />;
}
