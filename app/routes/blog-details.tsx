import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/blog-details";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Blog",
    description: "A blog article.",
    keywords: "Kamo Paints, blog",
  });

export default function Page() {
  return <ComingSoon title="Blog" summary="A blog article." />;
}
