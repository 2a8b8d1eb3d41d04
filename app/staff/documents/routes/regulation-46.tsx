import { Link, useLoaderData } from "react-router";
import { formatEnglishDate } from "~/lib/i18n/format";
import { Regulation46Table } from "~/staff/documents/Regulation46Table";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import { site } from "~/content/site";
import { documentSourceIsErp } from "~/investors/documents/documents.server";
import { requireStaff } from "~/staff/auth/auth.server";
import type { Route } from "./+types/regulation-46";
import { listCadences, loadRegulation46Status } from "~/staff/documents/regulation-46.server";
import { todayInIndia } from "~/staff/documents/document-form";

/**
 * /staff/regulation-46 — for every disclosure category, the newest published
 * document and its age, with gaps first, so a missed filing is noticed before
 * the regulator or a shareholder notices it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "investor-relations");
  return {
    statuses: await loadRegulation46Status(),
    cadences: listCadences(),
    today: todayInIndia(),
    regulation46Path: site.specialPaths.regulation46,
    fromErp: documentSourceIsErp(),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Regulation 46 status | Kamo Paints staff" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Regulation46Status() {
  const { statuses, cadences, today, regulation46Path, fromErp } = useLoaderData<typeof loader>();
  const missing = statuses.filter((s) => s.state === "missing").length;
  const overdue = statuses.filter((s) => s.state === "overdue").length;
  const dueSoon = statuses.filter((s) => s.state === "due-soon").length;
  const gaps = missing + overdue;

  return (
    <div className="doc-staff">
      <StaffPageHead
        title="Regulation 46 status"
        description={
          <>
            The newest published document on every disclosure page, as of{" "}
            {formatEnglishDate(today, "long")} (India time). SEBI LODR Regulation 46(3) gives two
            working days to put a filing on the website; pages are checked against how often each
            kind of document is due. See the public{" "}
            <a href={regulation46Path}>Regulation 46 index</a>.
          </>
        }
        actions={
          <Link to="/staff/documents/new" className="button">
            Upload a document
          </Link>
        }
      />
      {fromErp ? (
        <StaffNotice tone="info">
          The public pages currently read documents from the ERP; this status counts the documents
          kept on this website.
        </StaffNotice>
      ) : null}

      <ul className="doc-summary" aria-label="Summary">
        <li className={`doc-summary__item ${gaps > 0 ? "doc-summary__item--alert" : ""}`}>
          <span className="doc-summary__count">{gaps}</span> {gaps === 1 ? "gap" : "gaps"} (
          {missing} with no documents, {overdue} overdue)
        </li>
        <li className={`doc-summary__item ${dueSoon > 0 ? "doc-summary__item--warn" : ""}`}>
          <span className="doc-summary__count">{dueSoon}</span> due soon
        </li>
        <li className="doc-summary__item">
          <span className="doc-summary__count">{statuses.length - gaps - dueSoon}</span> up to date
          or event-driven
        </li>
      </ul>

      <Regulation46Table statuses={statuses} />

      <section className="staff-card doc-cadences" aria-labelledby="cadence-title">
        <h2 id="cadence-title">How “overdue” is decided</h2>
        <p>
          A page is overdue when its newest published document is older than the longest normal gap
          between two filings of its kind. “Due soon” starts at 85% of that gap, so there is time to
          prepare the next filing.
        </p>
        <dl className="doc-cadences__list">
          {cadences.map((cadence) => (
            <div key={cadence.label + cadence.reason}>
              <dt>
                {cadence.label}:{" "}
                {cadence.staleAfterDays === null
                  ? "never overdue by age"
                  : `overdue after ${cadence.staleAfterDays} days`}
              </dt>
              <dd>
                {cadence.reason}{" "}
                <span className="doc-cadences__pages">{cadence.categories.join(", ")}.</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
