import { InvestorPage } from "~/investors/InvestorPage";
import { disclosuresFeedLink } from "~/investors/document-route";
import { ResponsiveImage } from "~/ui/ResponsiveImage";
import {
  disclosuresFeedPath,
  documentPages,
  helpDeskEmailForGrievances,
  investorInformationPages,
} from "~/investors/content";
import { sharedPageHeaders } from "~/lib/cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/investor-zone";
import "~/investors/investors.css";

export const headers = () => sharedPageHeaders(300);

export const links: Route.LinksFunction = () => [disclosuresFeedLink];

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Investor Zone",
    description:
      "Every investor page of Kamo Paints Limited in one place: financial results, annual reports, shareholding pattern, stock exchange disclosures, policies, general meetings and the investor help desk.",
    keywords:
      "Kamo Paints investor zone, investor relations, financial results, annual report, shareholding pattern",
  });

const filings = documentPages.filter((p) =>
  [
    "Financial Results",
    "Annual Report",
    "Shareholding Pattern",
    "Stock Exchange Disclosures",
    "Disclosure under Regulation 30 of LODR",
    "Presentation / Press Release/ Transcript",
  ].includes(p.category),
);
const governance = documentPages.filter((p) => !filings.includes(p));

export default function InvestorZone() {
  return (
    <InvestorPage
      path="/investor-zone"
      title="Investor Zone"
      lead="Filings, reports and notices of Kamo Paints Limited, listed on BSE and NSE. Every document is kept here for at least five years."
    >
      <section className="investor-zone__intro" aria-labelledby="zone-help">
        <div>
          <h2 id="zone-help">Looking for one filing?</h2>
          <p>
            Each page below lists its documents newest first, with a financial-year filter and a
            search box. New filings appear within two working days; follow them with our{" "}
            <a href={disclosuresFeedPath}>Atom feed of new disclosures</a>.
          </p>
          <p>
            Questions about your shares? Write to{" "}
            <a href={`mailto:${helpDeskEmailForGrievances}`}>{helpDeskEmailForGrievances}</a> or see
            the <a href="/investor-help-desk">investor help desk</a>.
          </p>
        </div>
        <ResponsiveImage
          name="investor-zone"
          alt=""
          sizes="(min-width: 992px) 280px, 60vw"
          className="investor-zone__art"
        />
      </section>
      <IndexSection id="zone-filings" title="Results and stock exchange filings" pages={filings} />
      <IndexSection
        id="zone-governance"
        title="Reports, policies and shareholder notices"
        pages={governance}
      />
      <IndexSection
        id="zone-help-pages"
        title="Help and statutory information"
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
  return (
    <section className="investor-index" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="investor-index__grid">
        {pages.map((page) => (
          <li key={page.path} className="card card--link investor-index__card">
            <h3>
              <a href={page.path}>{page.shortTitle}</a>
            </h3>
            <p>{page.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
