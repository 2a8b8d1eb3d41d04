import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Frequently asked questions",
    description: "Answers to common questions.",
    keywords: "Kamo Paints, frequently asked questions",
  });

export default function Page() {
  return <ComingSoon title="Frequently asked questions" summary="Answers to common questions." />;
}
