import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Privacy policy",
    description: "How we handle your information.",
    keywords: "Kamo Paints, privacy policy",
  });

export default function Page() {
  return <ComingSoon title="Privacy policy" summary="How we handle your information." />;
}
