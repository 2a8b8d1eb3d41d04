import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Contact us",
    description: "Our addresses and phone numbers.",
    keywords: "Kamo Paints, contact us",
  });

export default function Page() {
  return <ComingSoon title="Contact us" summary="Our addresses and phone numbers." />;
}
