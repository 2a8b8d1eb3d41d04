import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/terms-and-conditions";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Terms and conditions",
    description: "Terms of use of this website.",
    keywords: "Kamo Paints, terms and conditions",
  });

export default function Page() {
  return <ComingSoon title="Terms and conditions" summary="Terms of use of this website." />;
}
