import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Blog",
    description: "Ideas and advice on colour and care.",
    keywords: "Kamo Paints, blog",
  });

export default function Page() {
  return <ComingSoon title="Blog" summary="Ideas and advice on colour and care." />;
}
