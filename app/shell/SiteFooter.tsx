import { PhoneIcon } from "~/ui/icons";
import { footerColumns, legalLinks } from "~/content/navigation";
import { site } from "~/content/site";
import { StaticSection } from "~/ui/StaticSection";
import { BrandLogo } from "./BrandLogo";
import { SocialIcon } from "./SocialIcon";

/** The site footer: brand, quick-link columns, social links and the legal line. */
export function SiteFooter() {
  return (
    <StaticSection as="footer" className="site-footer">
      <div className="footer-stripe" aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
        <span />
      </div>
      <div className="container footer-main">
        <div className="footer-brand">
          <a href="/" className="footer-logo" aria-label="Kamo Paints home">
            <BrandLogo variant="dark" />
          </a>
          <p>
            {site.tagline}. Emulsions, enamels, wood finishes and waterproofing made in India since
            2008, sold through more than 4,000 dealers and distributors.
          </p>
          <a className="footer-tollfree" href={`tel:${site.tollFree.replace(/\s/g, "")}`}>
            <PhoneIcon />
            <span>
              <small>Toll-free helpline</small>
              <strong>{site.tollFree}</strong>
            </span>
          </a>
          <ul className="social-links" aria-label="Kamo Paints on social media">
            {site.social.map((profile) => (
              <li key={profile.network}>
                <a href={profile.href} target="_blank" rel="noopener noreferrer">
                  <SocialIcon network={profile.network} />
                  <span className="visually-hidden">{profile.label} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => {
          const headingId = `footer-${column.heading.toLowerCase().replace(/[^a-z]+/g, "-")}`;
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
          <p>
            © {site.copyrightYear} {site.legalName}. All rights reserved.
          </p>
          <ul className="footer-legal" aria-label="Legal">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
          <p className="footer-credit">
            <a href={site.credit.href} target="_blank" rel="noopener noreferrer">
              {site.credit.text}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      </div>
    </StaticSection>
  );
}
