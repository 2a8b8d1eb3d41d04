import { ComingSoon } from "~/components/ui/ComingSoon";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/thankyou";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Thank you",
    description: "Thanks for sharing details our team will connect you soon",
    keywords: "Kamo Paints, thank you",
  });

export default function Page() {
  return (
    <ComingSoon
      title="Thank you"
      summary="Thanks for sharing details our team will connect you soon"
    />
  );
}
