import { InvestorPage } from "~/investors/zone/InvestorPage";
import { investorsIn } from "~/investors/localized-content";
import { investorMeta } from "~/investors/meta";
import { investorMessages } from "~/investors/messages";
import { site } from "~/content/site";
import { sharedPageHeaders } from "~/lib/cache";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import type { Route } from "./+types/$regulation46";
import "~/investors/documents/documents.css";

export const headers = () => sharedPageHeaders(300);

export const meta: Route.MetaFunction = investorMeta("reg46");

export default function Regulation46() {
  const locale = useLocale();
  const t = useMessages(investorMessages);
  const { regulation46Rows } = investorsIn(locale);
  return (
    <InvestorPage
      path={site.specialPaths.regulation46}
      title={t("reg46.title")}
      lead={t("reg46.lead")}
    >
      <div className="document-table-wrap">
        <table className="data-table regulation-table">
          <caption>{t("reg46.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("reg46.disclosure")}</th>
              <th scope="col">{t("reg46.link")}</th>
            </tr>
          </thead>
          <tbody>
            {regulation46Rows.map((row) => (
              <tr key={row.item}>
                <td data-label={t("reg46.disclosure")}>{row.item}</td>
                <td data-label={t("reg46.link")}>
                  {row.href ? (
                    <a href={localizeHref(row.href, locale)}>
                      {t("reg46.clickHere")}
                      <span className="visually-hidden">: {row.item}</span>
                    </a>
                  ) : (
                    <span className="muted">{t("reg46.notApplicable")}</span>
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
