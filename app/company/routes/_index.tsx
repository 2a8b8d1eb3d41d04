import { CallToActionLink } from "~/company/CallToActionLink";
import { OfficeCard } from "~/company/OfficeCard";
import { QuickContactForm } from "~/leads/forms/QuickContactForm";
import { HeroCarousel } from "~/company/home/HeroCarousel";
import { ReviewCarousel } from "~/company/home/ReviewCarousel";
import { HydrateLater, StaticSection } from "~/platform";
import { ResponsiveImage } from "~/ui/ResponsiveImage";
import { sharedPageHeaders } from "~/lib/cache";
import { createFormSession } from "~/leads/submit/form-session-signer.server";
import { companyMeta } from "~/company/meta";
import "~/company/company.css";
import "~/company/home.css";
import type { Route } from "./+types/_index";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { companyMessages } from "~/company/messages";
import { withNodes } from "~/lib/i18n/rich-text";
import { companyIn } from "~/company/content";
import { JourneyEntry } from "~/plan/JourneyEntry";

export const meta: Route.MetaFunction = companyMeta("home");

export async function loader() {
  return { quickContact: await createFormSession("quick-contact") };
}

// The busiest page, and rendering it costs ~5 ms. It is kept for one second
// only: its Quick Contact session is then at most a second old, so the
// minimum-fill-time trap (3 s) still works, and two visitors who share a
// session still make two leads (the submission key includes the content).
export const headers = () => sharedPageHeaders(1);

export default function Home({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(companyMessages);
  const company = companyIn(locale);
  const { intro, brandStory } = company;
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title" className="visually-hidden">
          {t("home.title", { year: company.established })}
        </h1>
        {/* The way into the journey (issue 42): on a phone's first screen, above the carousel. */}
        <JourneyEntry />
        <div className="container">
          <HydrateLater>
            <HeroCarousel slides={company.heroSlides} />
          </HydrateLater>
        </div>
      </section>

      <section className="company-section home-intro" aria-labelledby="intro-title">
        <div className="container">
          <div className="home-intro__text">
            <p className="eyebrow">{intro.eyebrow}</p>
            <h2 id="intro-title" className="company-heading">
              {intro.heading}
            </h2>
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <ul className="feature-tiles" aria-label={t("home.helpList")}>
            {company.featureTiles.map((tile) => (
              <li key={tile.title} className="feature-tile">
                <ResponsiveImage
                  className="feature-tile__art"
                  name={tile.artwork}
                  alt=""
                  sizes="(min-width: 768px) 33vw, 100vw"
                />
                <div className="feature-tile__body">
                  <h3>{tile.title}</h3>
                  <p>{tile.body}</p>
                  <CallToActionLink cta={tile.cta} className="text-link" />
                  {tile.more ? (
                    <a className="text-link" href={localizeHref(tile.more.href, locale)}>
                      {tile.more.label}
                    </a>
                  ) : null}
                  {tile.also ? (
                    <a className="text-link" href={localizeHref(tile.also.href, locale)}>
                      {tile.also.label}
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <StaticSection className="company-section range-section" aria-labelledby="ranges-title">
        <div className="container">
          <p className="eyebrow">{t("home.productsEyebrow")}</p>
          <h2 id="ranges-title" className="company-heading">
            {t("home.productsTitle")}
          </h2>
          <ul className="range-list">
            {company.ranges.map((range, index) => (
              <li key={range.href + range.name}>
                <a
                  className="range-card"
                  href={localizeHref(range.href, locale)}
                  data-swatch={index % 6}
                >
                  <span className="range-card__swatch" aria-hidden="true" />
                  <span className="range-card__name">{range.name}</span>
                  <span className="range-card__summary">{range.summary}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </StaticSection>

      <StaticSection className="company-section brand-story" aria-labelledby="story-title">
        <div className="container brand-story__grid">
          <ResponsiveImage
            className="brand-story__art"
            name={brandStory.artwork}
            alt=""
            sizes="(min-width: 992px) 45vw, 100vw"
          />
          <div>
            <p className="eyebrow">{brandStory.eyebrow}</p>
            <h2 id="story-title" className="company-heading">
              {brandStory.heading}
            </h2>
            {brandStory.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <a className="button button--secondary" href={localizeHref("/about", locale)}>
              {t("home.readAbout")}
            </a>
          </div>
        </div>
      </StaticSection>

      <StaticSection className="facts-band" aria-labelledby="facts-title">
        <div className="container">
          <h2 id="facts-title" className="visually-hidden">
            {t("home.factsTitle")}
          </h2>
          <dl className="facts-band__list">
            {company.facts.map((fact) => (
              <div key={fact.label} className="facts-band__item">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </StaticSection>

      <StaticSection className="company-section offices-section" aria-labelledby="offices-title">
        <div className="container">
          <p className="eyebrow">{t("home.officesEyebrow")}</p>
          <h2 id="offices-title" className="company-heading">
            {t("home.officesTitle")}
          </h2>
          <div className="office-grid">
            {company.offices.map((office) => (
              <OfficeCard key={office.role} office={office} />
            ))}
          </div>
        </div>
      </StaticSection>

      <section className="company-section reviews-section" aria-labelledby="reviews-title">
        <div className="container reviews-section__grid">
          <div>
            <p className="eyebrow">{t("home.reviewsEyebrow")}</p>
            <h2 id="reviews-title" className="company-heading">
              {t("home.reviewsTitle")}
            </h2>
            <p className="reviews-section__lead">{t("home.reviewsLead")}</p>
          </div>
          <HydrateLater>
            <ReviewCarousel reviews={company.reviews} />
          </HydrateLater>
        </div>
      </section>

      <section className="company-section quick-contact" aria-labelledby="quick-contact-title">
        <div className="container quick-contact__grid">
          <div>
            <p className="eyebrow">{t("home.quickEyebrow")}</p>
            <h2 id="quick-contact-title" className="company-heading">
              {t("home.quickTitle")}
            </h2>
            <p>
              {withNodes(t("home.quickBody", { phone: "{phone}" }), {
                phone: (
                  <a href={`tel:${company.contact.tollFree.replace(/\s/g, "")}`}>
                    {company.contact.tollFree}
                  </a>
                ),
              })}
            </p>
          </div>
          <div className="quick-contact__form">
            <HydrateLater>
              <QuickContactForm session={loaderData.quickContact} />
            </HydrateLater>
          </div>
        </div>
      </section>
    </>
  );
}
