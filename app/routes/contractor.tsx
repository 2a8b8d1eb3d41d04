import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/contractor";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Applicator / contractor opening form",
    description: "Apply as an applicator or contractor.",
    keywords: "Kamo Paints, applicator / contractor opening form",
  });

export default function Page() {
  return (
    <ComingSoon
      title="Applicator / contractor opening form"
      summary="Apply as an applicator or contractor."
    />
  );
}
