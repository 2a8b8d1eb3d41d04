import { OfficeCard, telHref } from "~/company/OfficeCard";
import { PageIntro } from "~/company/PageIntro";
import { LetsTalkForm } from "~/leads/LetsTalkForm";
import { ResponsiveImage } from "~/ui/ResponsiveImage";
import { company } from "~/content/company";
import { createFormSession } from "~/leads/form-session.server";
import { seo } from "~/lib/seo";
import "~/company/company.css";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Contact Us",
    description: `Call Kamo Paints toll-free on ${company.contact.tollFree}, write to us, or visit our offices in Haryana and New Delhi. Send us a message and our team will get back to you.`,
    keywords:
      "contact Kamo Paints, Kamo Paints toll-free number, Kamo Paints address, paint company customer care, dealer enquiry",
  });

// The Let's Talk form carries a per-request session, so this page is never cached.
export async function loader() {
  return { letsTalk: await createFormSession("lets-talk") };
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { contact } = company;
  return (
    <>
      <PageIntro
        eyebrow="Contact us"
        title="We'd love to hear from you"
        lead={`Questions about a shade, a product or a partnership? Call us, write to us or drop by. ${contact.hours}.`}
      />

      <section className="company-section contact-channels" aria-labelledby="channels-title">
        <div className="container contact-channels__grid">
          <div className="contact-channels__list">
            <h2 id="channels-title" className="company-heading">
              Call or write
            </h2>
            <dl className="contact-list">
              <div className="contact-list__item contact-list__item--highlight">
                <dt>Toll-free</dt>
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
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </dd>
              </div>
              <div className="contact-list__item">
                <dt>Hours</dt>
                <dd>{contact.hours}</dd>
              </div>
            </dl>
          </div>
          <ResponsiveImage
            className="contact-map"
            name="contact-map"
            alt="Illustrated map marking our two offices."
            sizes="(min-width: 992px) 55vw, 100vw"
            priority
          />
        </div>
      </section>

      <section className="company-section offices-section" aria-labelledby="contact-offices-title">
        <div className="container">
          <h2 id="contact-offices-title" className="company-heading">
            Our offices
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
            <p className="eyebrow">Let&apos;s talk</p>
            <h2 id="lets-talk-title" className="company-heading">
              Send us a message
            </h2>
            <p>
              Tell us what you need and the right person in our team will get back to you within one
              working day.
            </p>
          </div>
          <div className="lets-talk__form">
            <LetsTalkForm session={loaderData.letsTalk} />
          </div>
        </div>
      </section>
    </>
  );
}
