import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { listCatalogueMenu } from "~/data/catalogue.server";
import { getEnv } from "~/lib/env.server";
import "~/styles/app.css";

export async function loader() {
  // A catalogue outage must not take the whole site down: the menu hides instead.
  const catalogueMenu = await listCatalogueMenu().catch((error: unknown) => {
    console.error("[catalogue] menu unavailable:", error);
    return [];
  });
  return { siteUrl: getEnv().SITE_URL, catalogueMenu };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f3a5f" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <SiteHeader catalogueMenu={data?.catalogueMenu ?? []} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "Page not found" : "Something went wrong";
  const message = notFound
    ? "This page doesn't exist or was removed! We suggest you back to home."
    : "We could not show this page just now. Please try again in a moment; if it keeps happening, call us on our toll-free number.";
  return (
    <section className="container page-message" aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      <p>{message}</p>
      <p>
        <a className="button" href="/">
          Back to Home
        </a>
      </p>
    </section>
  );
}
