import type { ReactNode } from "react";
import { disclosuresFeedPath } from "~/investors/content";
import { investorsIn } from "~/investors/localized-content";
import { investorMessages } from "~/investors/messages";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import "./investors.css";

/**
 * The frame of every investor page: a heading band with a breadcrumb back to
 * the Investor Zone, the page's content, and a side list of every investor
 * page so a shareholder can move between filings without going back. `path`
 * is the page's English path; links are given in the page's language.
 */
export function InvestorPage({
  path,
  title,
  lead,
  children,
}: {
  path: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  const locale = useLocale();
  const t = useMessages(investorMessages);
  return (
    <>
      <header className="investor-intro">
        <div className="container">
          <nav aria-label={t("frame.breadcrumb")} className="investor-breadcrumb">
            <ol>
              <li>
                <a href={localizeHref("/", locale)}>{t("frame.home")}</a>
              </li>
              {path === "/investor-zone" ? null : (
                <li>
                  <a href={localizeHref("/investor-zone", locale)}>{t("frame.investorZone")}</a>
                </li>
              )}
              <li>
                <span aria-current="page">{title}</span>
              </li>
            </ol>
          </nav>
          <h1 className="investor-intro__title">{title}</h1>
          <p className="investor-intro__lead">{lead}</p>
        </div>
      </header>
      <div className="container investor-layout">
        <div className="investor-layout__main">{children}</div>
        <InvestorSideNav current={path} />
      </div>
    </>
  );
}

function InvestorSideNav({ current }: { current: string }) {
  const locale = useLocale();
  const t = useMessages(investorMessages);
  const { documentPages, investorInformationPages } = investorsIn(locale);
  const links = [
    { path: "/investor-zone", title: t("frame.investorZone") },
    ...documentPages.map((p) => ({ path: p.path, title: p.shortTitle })),
    ...investorInformationPages.map((p) => ({ path: p.path, title: p.title })),
  ];
  return (
    <nav className="investor-sidenav" aria-labelledby="investor-sidenav-title">
      <h2 id="investor-sidenav-title" className="investor-sidenav__title">
        {t("frame.sideNav")}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <a
              href={localizeHref(link.path, locale)}
              aria-current={link.path === current ? "page" : undefined}
            >
              {link.title}
            </a>
          </li>
        ))}
      </ul>
      <p className="investor-sidenav__feed">
        <a href={disclosuresFeedPath}>{t("frame.feed")}</a>
      </p>
    </nav>
  );
}
