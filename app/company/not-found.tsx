import { data } from "react-router";
import { NotFoundMessage } from "~/ui/NotFoundMessage";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export function loader() {
  // The page itself answers 404 so crawlers drop dead links.
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Page not found",
    description: "The page you asked for does not exist or was removed.",
    keywords: "Kamo Paints, page not found",
    noindex: true,
  });

export default function NotFound() {
  return <NotFoundMessage />;
}
