import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/vendor";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Supplier registration",
    description: "Register as a supplier.",
    keywords: "Kamo Paints, supplier registration",
  });

export default function Page() {
  return <ComingSoon title="Supplier registration" summary="Register as a supplier." />;
}
