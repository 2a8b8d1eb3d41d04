import type { ReactNode } from "react";
import { disclosuresFeedPath, documentPages, investorInformationPages } from "~/investors/content";

/**
 * The frame of every investor page: a heading band with a breadcrumb back to
 * the Investor Zone, the page's content, and a side list of every investor
 * page so a shareholder can move between filings without going back.
 */
export function InvestorPage({
  path,
  title,
  lead,
  children,
}: {
  path: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <>
      <header className="investor-intro">
        <div className="container">
          <nav aria-label="Breadcrumb" className="investor-breadcrumb">
            <ol>
              <li>
                <a href="/">Home</a>
              </li>
              {path === "/investor-zone" ? null : (
                <li>
                  <a href="/investor-zone">Investor Zone</a>
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
  const links = [
    { path: "/investor-zone", title: "Investor Zone" },
    ...documentPages.map((p) => ({ path: p.path, title: p.shortTitle })),
    ...investorInformationPages.map((p) => ({ path: p.path, title: p.title })),
  ];
  return (
    <nav className="investor-sidenav" aria-labelledby="investor-sidenav-title">
      <h2 id="investor-sidenav-title" className="investor-sidenav__title">
        Investor pages
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <a href={link.path} aria-current={link.path === current ? "page" : undefined}>
              {link.title}
            </a>
          </li>
        ))}
      </ul>
      <p className="investor-sidenav__feed">
        <a href={disclosuresFeedPath}>Follow new filings (Atom feed)</a>
      </p>
    </nav>
  );
}
