import { InvestorPage } from "~/investors/zone/InvestorPage";
import { disclosuresFeedLink } from "~/investors/documents/document-route";
import { ResponsiveImage } from "~/ui/ResponsiveImage";
import { disclosuresFeedPath, helpDeskEmailForGrievances } from "~/investors/content";
import { investorsIn } from "~/investors/localized-content";
import { investorMeta } from "~/investors/meta";
import { investorMessages } from "~/investors/messages";
import { sharedPageHeaders } from "~/lib/cache";
import { notePartMissing } from "~/lib/render-notes";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { withNodes } from "~/lib/i18n/rich-text";
import { CalendarTeaser } from "~/investors/calendar/pages/CalendarTeaser";
import { upcomingEvents } from "~/investors/calendar/store.server";
import { pageEvent } from "~/investors/calendar/shown-event";
import { istDateTimeOf } from "~/lib/ist";
import { FilingSearchBox } from "~/investors/search/SearchBox";
import type { Route } from "./+types/investor-zone";
import "~/investors/zone/investor-zone.css";
import { AlertSignupPanel } from "~/investors/alerts/AlertSignupForm";
import { ALERT_FORM } from "~/investors/alerts/alert-form";
import { createFormSession } from "~/leads/submit/form-session-signer.server";
import "~/investors/alerts/alerts.css";
import { logFor } from "~/lib/log/logger.server";

/**
 * Dates of the next 7 days (issue 29); a failing calendar leaves the teaser
 * out, not the page, and the page so rendered is not kept (ADR 35).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const alertSession = await createFormSession(ALERT_FORM);
  try {
    const locale = localeOfPath(new URL(request.url).pathname);
    return {
      alertSession,
      now: istDateTimeOf(now),
      upcoming: (await upcomingEvents(now, { locale })).map(pageEvent),
    };
  } catch (error) {
    logFor("calendar").error({ err: error }, "upcoming events unavailable");
    notePartMissing(context, "calendar");
    return { alertSession, now: istDateTimeOf(now), upcoming: undefined };
  }
}

export const headers = () => sharedPageHeaders(300);

export const links: Route.LinksFunction = () => [disclosuresFeedLink];

export const meta: Route.MetaFunction = investorMeta("zone");

const filingCategories = [
  "Financial Results",
  "Annual Report",
  "Shareholding Pattern",
  "Stock Exchange Disclosures",
  "Disclosure under Regulation 30 of LODR",
  "Presentation / Press Release/ Transcript",
];

export default function InvestorZone({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(investorMessages);
  const { documentPages, investorInformationPages } = investorsIn(locale);
  const filings = documentPages.filter((p) => filingCategories.includes(p.category));
  const governance = documentPages.filter((p) => !filings.includes(p));
  const helpDesk = <a href={localizeHref("/investor-help-desk", locale)}>{t("helpDeskLink")}</a>;
  return (
    <InvestorPage path="/investor-zone" title={t("zone.title")} lead={t("zone.lead")}>
      <section className="investor-zone__intro" aria-labelledby="zone-help">
        <div>
          <h2 id="zone-help">{t("zone.helpTitle")}</h2>
          <p>
            {withNodes(t("zone.helpBody", { feed: "{feed}" }), {
              feed: <a href={disclosuresFeedPath}>{t("zone.feed")}</a>,
            })}
          </p>
          <p>
            {withNodes(t("zone.questions", { email: "{email}", helpDesk: "{helpDesk}" }), {
              email: (
                <a href={`mailto:${helpDeskEmailForGrievances}`}>{helpDeskEmailForGrievances}</a>
              ),
              helpDesk,
            })}
          </p>
        </div>
        <ResponsiveImage
          name="investor-zone"
          alt=""
          sizes="(min-width: 992px) 280px, 60vw"
          className="investor-zone__art"
        />
      </section>
      <FilingSearchBox id="zone-search" />
      {loaderData.upcoming ? (
        <CalendarTeaser events={loaderData.upcoming} now={loaderData.now} />
      ) : null}
      <AlertSignupPanel session={loaderData.alertSession} />
      <IndexSection id="zone-filings" title={t("zone.filings")} pages={filings} />
      <IndexSection id="zone-governance" title={t("zone.governance")} pages={governance} />
      <IndexSection
        id="zone-help-pages"
        title={t("zone.helpPages")}
        pages={investorInformationPages.map((p) => ({
          path: p.path,
          shortTitle: p.title,
          description: p.description,
        }))}
      />
    </InvestorPage>
  );
}

function IndexSection({
  id,
  title,
  pages,
}: {
  id: string;
  title: string;
  pages: ReadonlyArray<{ path: string; shortTitle: string; description: string }>;
}) {
  const locale = useLocale();
  return (
    <section className="investor-index" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="investor-index__grid">
        {pages.map((page) => (
          <li key={page.path} className="card card--link investor-index__card">
            <h3>
              <a href={localizeHref(page.path, locale)}>{page.shortTitle}</a>
            </h3>
            <p>{page.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
