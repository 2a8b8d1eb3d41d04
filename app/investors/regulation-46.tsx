import { InvestorPage } from "~/investors/InvestorPage";
import { regulation46Rows } from "~/investors/content";
import { site } from "~/content/site";
import { sharedPageHeaders } from "~/lib/cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/regulation-46";
import "~/investors/investors.css";

export const headers = () => sharedPageHeaders(300);

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Disclosures under Regulation 46 of SEBI LODR",
    description:
      "Where to find each item of information that Regulation 46 of the SEBI Listing Regulations requires Kamo Paints Limited to publish on its website.",
    keywords: "Kamo Paints Regulation 46, SEBI LODR website disclosures",
  });

export default function Regulation46() {
  return (
    <InvestorPage
      path={site.specialPaths.regulation46}
      title="Disclosures under Regulation 46"
      lead="Regulation 46 of the SEBI (Listing Obligations and Disclosure Requirements) Regulations, 2015 lists what a listed company must keep on its website. Each item below links to the page where you will find it."
    >
      <div className="document-table-wrap">
        <table className="data-table regulation-table">
          <caption>Items required by Regulation 46 and where to find them</caption>
          <thead>
            <tr>
              <th scope="col">Disclosure</th>
              <th scope="col">Link</th>
            </tr>
          </thead>
          <tbody>
            {regulation46Rows.map((row) => (
              <tr key={row.item}>
                <td data-label="Disclosure">{row.item}</td>
                <td data-label="Link">
                  {row.href ? (
                    <a href={row.href}>
                      Click Here<span className="visually-hidden">: {row.item}</span>
                    </a>
                  ) : (
                    <span className="muted">Not applicable</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </InvestorPage>
  );
}
