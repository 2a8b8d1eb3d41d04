import { PhoneIcon } from "~/ui/icons";
import { dealerCount } from "~/content/facts";
import { navigationIn, siteIn } from "~/content/in-language";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { StaticSection } from "~/platform";
import { BrandLogo } from "./BrandLogo";
import { shellMessages } from "./messages";
import { SocialIcon } from "./SocialIcon";

/** The site footer, in the page's language: brand, quick-link columns, social links and the legal line. */
export function SiteFooter() {
  // The content is a component of its own, so that while the browser adopts
  // the server's footer it is not even rendered: its dealer count was the
  // page's first use of Intl, some 40 ms of a phone's start-up.
  return (
    <StaticSection as="footer" className="site-footer">
      <FooterContent />
    </StaticSection>
  );
}

function FooterContent() {
  const locale = useLocale();
  const t = useMessages(shellMessages);
  const site = siteIn(locale);
  const { footerColumns, legalLinks } = navigationIn(locale);
  return (
    <>
      <div className="footer-stripe" aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
        <span />
      </div>
      <div className="container footer-main">
        <div className="footer-brand">
          <a href={localizeHref("/", locale)} className="footer-logo" aria-label={t("header.home")}>
            <BrandLogo variant="dark" />
          </a>
          <p>{t("footer.about", { tagline: site.tagline, dealers: dealerCount(locale) })}</p>
          <a className="footer-tollfree" href={`tel:${site.tollFree.replace(/\s/g, "")}`}>
            <PhoneIcon />
            <span>
              <small>{t("footer.tollFree")}</small>
              <strong>{site.tollFree}</strong>
            </span>
          </a>
          <ul className="social-links" aria-label={t("footer.social")}>
            {site.social.map((profile) => (
              <li key={profile.network}>
                <a href={profile.href} target="_blank" rel="noopener noreferrer">
                  <SocialIcon network={profile.network} />
                  <span className="visually-hidden">
                    {profile.label} {t("footer.newTab")}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column, index) => {
          // By position: a heading in Devanagari has no Latin letters to make an id from.
          const headingId = `footer-column-${index + 1}`;
          return (
            <nav className="footer-column" key={column.heading} aria-labelledby={headingId}>
              <h2 id={headingId}>{column.heading}</h2>
              <ul className="footer-links">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          );
        })}
      </div>
      <div className="footer-bottom">
        <div className="container">
          <p>{t("footer.rights", { year: site.copyrightYear, name: site.legalName })}</p>
          <ul className="footer-legal" aria-label={t("footer.legal")}>
            {legalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
          <p className="footer-credit">
            {site.credit.href.startsWith("/") ? (
              <a href={localizeHref(site.credit.href, locale)}>{site.credit.text}</a>
            ) : (
              <a href={site.credit.href} target="_blank" rel="noopener noreferrer">
                {site.credit.text}
                <span className="visually-hidden"> {t("footer.newTab")}</span>
              </a>
            )}
          </p>
        </div>
      </div>
    </>
  );
}
