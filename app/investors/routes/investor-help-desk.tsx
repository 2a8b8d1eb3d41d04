import { InvestorPage } from "~/investors/zone/InvestorPage";
import {
  helpDeskContacts as englishContacts,
  helpDeskEmailForGrievances,
  type HelpDeskContact,
} from "~/investors/content";
import { investorsIn } from "~/investors/localized-content";
import { investorMeta } from "~/investors/meta";
import { investorMessages } from "~/investors/messages";
import { sharedPageHeaders } from "~/lib/cache";
import { useLocale, useMessages } from "~/lib/i18n/react";
import type { Route } from "./+types/investor-help-desk";
import "~/investors/documents/documents.css";
import "~/investors/zone/investor-zone.css";

export const headers = () => sharedPageHeaders(300);

export const meta: Route.MetaFunction = investorMeta("helpDesk");

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** A card's heading id from its English heading, so it is the same in every language. */
const contactId = (index: number) =>
  `contact-${(englishContacts[index]?.heading ?? String(index)).toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

export default function InvestorHelpDesk() {
  const locale = useLocale();
  const t = useMessages(investorMessages);
  const { helpDeskContacts, keyManagerialPersonnel } = investorsIn(locale);
  return (
    <InvestorPage
      path="/investor-help-desk"
      title={t("helpDesk.title")}
      lead={t("helpDesk.lead", { email: helpDeskEmailForGrievances })}
    >
      <div className="help-desk__grid">
        {helpDeskContacts.map((contact, index) => (
          <ContactCard key={contactId(index)} id={contactId(index)} contact={contact} />
        ))}
      </div>
      <section className="help-desk__kmp" aria-labelledby="kmp-title">
        <h2 id="kmp-title">{t("helpDesk.kmp")}</h2>
        <div className="document-table-wrap">
          <table className="data-table kmp-table">
            <caption>{t("helpDesk.kmpCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("helpDesk.name")}</th>
                <th scope="col">{t("helpDesk.designation")}</th>
                <th scope="col">{t("helpDesk.telephone")}</th>
                <th scope="col">{t("helpDesk.email")}</th>
              </tr>
            </thead>
            <tbody>
              {keyManagerialPersonnel.map((person) => (
                <tr key={person.email}>
                  <th scope="row" data-label={t("helpDesk.name")}>
                    {person.name}
                  </th>
                  <td data-label={t("helpDesk.designation")}>{person.designation}</td>
                  <td data-label={t("helpDesk.telephone")}>
                    <a href={tel(person.phone)}>{person.phone}</a>
                  </td>
                  <td data-label={t("helpDesk.email")}>
                    <a href={`mailto:${person.email}`}>{person.email}</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="muted help-desk__note">{t("helpDesk.scores")}</p>
      </section>
    </InvestorPage>
  );
}

function ContactCard({ id, contact }: { id: string; contact: HelpDeskContact }) {
  const t = useMessages(investorMessages);
  return (
    <section className="card help-desk__card" aria-labelledby={id}>
      <h2 id={id} className="help-desk__heading">
        {contact.heading}
      </h2>
      <p className="help-desk__name">{contact.name}</p>
      {contact.role ? <p className="muted">{contact.role}</p> : null}
      <address>
        {contact.address.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </address>
      <dl className="help-desk__details">
        {contact.phone ? (
          <>
            <dt>{t("helpDesk.telephone")}</dt>
            <dd>
              <a href={tel(contact.phone)}>{contact.phone}</a>
            </dd>
          </>
        ) : null}
        <dt>{t("helpDesk.email")}</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
        {contact.hours ? (
          <>
            <dt>{t("helpDesk.hours")}</dt>
            <dd>{contact.hours}</dd>
          </>
        ) : null}
        {contact.website ? (
          <>
            <dt>{t("helpDesk.website")}</dt>
            <dd>
              <a href={contact.website} target="_blank" rel="noopener noreferrer">
                {new URL(contact.website).hostname}
                <span className="visually-hidden">{` ${t("newTab")}`}</span>
              </a>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
