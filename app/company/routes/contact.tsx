import { OfficeCard, telHref } from "~/company/OfficeCard";
import { PageIntro } from "~/ui/PageIntro";
import { LetsTalkForm } from "~/leads/forms/LetsTalkForm";
import { ResponsiveImage } from "~/ui/ResponsiveImage";
import { site } from "~/content/site";
import { createFormSession } from "~/leads/submit/form-session-signer.server";
import { localeOfPath } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { seo } from "~/ui/seo";
import { companyIn } from "~/company/content";
import { companyMessages } from "~/company/messages";
import "~/company/company.css";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) => {
  const t = companyMessages.in(localeOfPath(args.location.pathname));
  return seo(args, {
    title: t("contact.metaTitle"),
    description: t("contact.metaDescription", { phone: site.tollFree }),
    keywords: t("contact.metaKeywords"),
  });
};

// The Let's Talk form carries a per-request session, so this page is never cached.
export async function loader() {
  return { letsTalk: await createFormSession("lets-talk") };
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const t = useMessages(companyMessages);
  const company = companyIn(useLocale());
  const { contact } = company;
  return (
    <>
      <PageIntro
        eyebrow={t("contact.eyebrow")}
        title={t("contact.title")}
        lead={t("contact.lead", { hours: contact.hours })}
      />

      <section className="company-section contact-channels" aria-labelledby="channels-title">
        <div className="container contact-channels__grid">
          <div className="contact-channels__list">
            <h2 id="channels-title" className="company-heading">
              {t("contact.channels")}
            </h2>
            <dl className="contact-list">
              <div className="contact-list__item contact-list__item--highlight">
                <dt>{t("contact.tollFree")}</dt>
                <dd>
                  <a href={telHref(contact.tollFree)}>{contact.tollFree}</a>
                </dd>
              </div>
              {contact.phones.map((phone) => (
                <div key={phone.label} className="contact-list__item">
                  <dt>{phone.label}</dt>
                  <dd>
                    <a href={telHref(phone.number)}>{phone.number}</a>
                  </dd>
                </div>
              ))}
              <div className="contact-list__item">
                <dt>{t("contact.email")}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </dd>
              </div>
              <div className="contact-list__item">
                <dt>{t("contact.hours")}</dt>
                <dd>{contact.hours}</dd>
              </div>
            </dl>
          </div>
          <ResponsiveImage
            className="contact-map"
            name="contact-map"
            alt={t("contact.mapAlt")}
            sizes="(min-width: 992px) 55vw, 100vw"
            priority
          />
        </div>
      </section>

      <section className="company-section offices-section" aria-labelledby="contact-offices-title">
        <div className="container">
          <h2 id="contact-offices-title" className="company-heading">
            {t("contact.offices")}
          </h2>
          <div className="office-grid">
            {company.offices.map((office) => (
              <OfficeCard key={office.role} office={office} />
            ))}
          </div>
        </div>
      </section>

      <section className="company-section lets-talk" aria-labelledby="lets-talk-title">
        <div className="container lets-talk__grid">
          <div>
            <p className="eyebrow">{t("contact.letsTalkEyebrow")}</p>
            <h2 id="lets-talk-title" className="company-heading">
              {t("contact.letsTalkTitle")}
            </h2>
            <p>{t("contact.letsTalkBody")}</p>
          </div>
          <div className="lets-talk__form">
            <LetsTalkForm session={loaderData.letsTalk} />
          </div>
        </div>
      </section>
    </>
  );
}
