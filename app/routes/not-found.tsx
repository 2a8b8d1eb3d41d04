import { data } from "react-router";
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
    <section className="container page-message not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        <span className="not-found-code">404</span> Oops! Page Not Found
      </h1>
      <p>This page doesn&apos;t exist or was removed! We suggest you back to home.</p>
      <p>
        <a className="button" href="/">
          Back to Home
        </a>
      </p>
    </section>
  );
}
