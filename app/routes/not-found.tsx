import { data } from "react-router";
import { PageMessage } from "~/components/ui/PageMessage";
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
  return (
    <PageMessage
      art="brand-not-found"
      titleId="not-found-title"
      links
      title={
        <>
          <span className="not-found-code">404</span> Oops! Page Not Found
        </>
      }
    >
      <p className="lead">
        This page doesn&apos;t exist or was removed! We suggest you back to home.
      </p>
    </PageMessage>
  );
}
