import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ConsultationDialogHost } from "~/leads/consultation/ConsultationDialogHost";
import { SiteFooter } from "~/shell/SiteFooter";
import { SiteHeader } from "~/shell/SiteHeader";
import { HydrateLater } from "~/platform";
import { NotFoundMessage } from "~/ui/NotFoundMessage";
import { PageMessage } from "~/ui/PageMessage";
import { site } from "~/content/site";
import { listCatalogueMenu } from "~/catalogue/catalogue.server";
import { getEnv } from "~/lib/env.server";
import { notePartMissing } from "~/lib/render-notes";
import { isStaffPath } from "~/content/staff-path";
import { localeInfo, localeOfUrl } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { withNodes } from "~/lib/i18n/rich-text";
import { shellMessages } from "~/shell/messages";
import "~/ui/app.css";
import { logFor } from "~/lib/log/logger.server";

/**
 * The plan's kit for the consultation dialog (ADR 55): the root composes the
 * consultation with the plan, and the kit loads with the dialog, not with
 * every page.
 */
const loadConsultationPlanKit = () =>
  import("~/plan/consultation-kit").then((m) => m.consultationPlanKit);

export async function loader({ request, context }: Route.LoaderArgs) {
  // The staff area has its own shell without the public menus.
  if (isStaffPath(new URL(request.url).pathname))
    return { siteUrl: getEnv().SITE_URL, catalogueMenu: [] };
  // A catalogue outage must not take the whole site down: the menu hides
  // instead, and no page without it is kept once the catalogue is back (ADR 35).
  const catalogueMenu = await listCatalogueMenu().catch((error: unknown) => {
    logFor("catalogue").error({ err: error }, "menu unavailable");
    notePartMissing(context, "catalogue menu");
    return [];
  });
  return { siteUrl: getEnv().SITE_URL, catalogueMenu };
}

/**
 * Only used when a page fails and the root error boundary renders: routes set
 * their own title and description through seo().
 */
export const meta: Route.MetaFunction = ({ error, location }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const t = shellMessages.in(localeOfUrl(location));
  return [
    { title: `${t(notFound ? "error.notFoundMetaTitle" : "error.metaTitle")} | ${site.brandName}` },
    { name: "robots", content: "noindex" },
  ];
};

export const links: Route.LinksFunction = () => [
  // Fonts are not preloaded: on a slow mobile link their 85 KB competed with the
  // style sheets and the hero image and delayed the first paint by about a
  // second. Text paints at once in the fallback face and swaps when they arrive.
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const staff = isStaffPath(useLocation().pathname);
  // The URL alone decides the language (ADR 25); staff pages are English.
  const locale = useLocale();
  const t = useMessages(shellMessages);
  return (
    <html lang={localeInfo(locale).tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f3a5f" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t("skipLink")}
        </a>
        {staff ? (
          // The staff layout route renders its own header and <main>.
          children
        ) : (
          <>
            <HydrateLater urgent>
              <SiteHeader catalogueMenu={data?.catalogueMenu ?? []} />
            </HydrateLater>
            <HydrateLater>
              <main id="main" tabIndex={-1}>
                {children}
              </main>
            </HydrateLater>
            <SiteFooter />
            <ConsultationDialogHost loadPlanKit={loadConsultationPlanKit} />
          </>
        )}
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
  const t = useMessages(shellMessages);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (notFound) return <NotFoundMessage titleId="error-title" />;
  return (
    <PageMessage
      art="brand-error"
      eyebrow={t("error.eyebrow")}
      title={t("error.title")}
      titleId="error-title"
      links
    >
      <p>
        {withNodes(t("error.body", { phone: "{phone}" }), {
          phone: <a href={`tel:${site.tollFree.replace(/\s/g, "")}`}>{site.tollFree}</a>,
        })}
      </p>
    </PageMessage>
  );
}
