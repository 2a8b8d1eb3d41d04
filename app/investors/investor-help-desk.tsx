import { InvestorPage } from "~/investors/InvestorPage";
import {
  helpDeskContacts,
  helpDeskEmailForGrievances,
  keyManagerialPersonnel,
  type HelpDeskContact,
} from "~/investors/content";
import { sharedPageHeaders } from "~/lib/cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/investor-help-desk";
import "~/investors/investors.css";

export const headers = () => sharedPageHeaders(300);

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Investor Help Desk",
    description:
      "Contacts for shareholders of Kamo Paints Limited: registrar and share transfer agent, registered office, company secretary and compliance officer, IEPF nodal officer and key managerial personnel.",
    keywords:
      "Kamo Paints investor help desk, registrar and share transfer agent, company secretary, IEPF nodal officer",
  });

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export default function InvestorHelpDesk() {
  return (
    <InvestorPage
      path="/investor-help-desk"
      title="Investor Help Desk"
      lead={`For transfers, transmission, dividends, KYC updates and duplicate certificates, contact our registrar first. For anything else, or if a request is not resolved, write to ${helpDeskEmailForGrievances}.`}
    >
      <div className="help-desk__grid">
        {helpDeskContacts.map((contact) => (
          <ContactCard key={contact.heading} contact={contact} />
        ))}
      </div>
      <section className="help-desk__kmp" aria-labelledby="kmp-title">
        <h2 id="kmp-title">Key managerial personnel</h2>
        <div className="document-table-wrap">
          <table className="data-table kmp-table">
            <caption>Key managerial personnel and how to reach them</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Designation</th>
                <th scope="col">Telephone</th>
                <th scope="col">Email</th>
              </tr>
            </thead>
            <tbody>
              {keyManagerialPersonnel.map((person) => (
                <tr key={person.name}>
                  <th scope="row" data-label="Name">
                    {person.name}
                  </th>
                  <td data-label="Designation">{person.designation}</td>
                  <td data-label="Telephone">
                    <a href={tel(person.phone)}>{person.phone}</a>
                  </td>
                  <td data-label="Email">
                    <a href={`mailto:${person.email}`}>{person.email}</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="muted help-desk__note">
          You may also lodge a complaint on SEBI&apos;s SCORES portal or with the stock exchanges if
          a grievance stays unresolved for more than 21 days.
        </p>
      </section>
    </InvestorPage>
  );
}

function ContactCard({ contact }: { contact: HelpDeskContact }) {
  const id = `contact-${contact.heading.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
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
            <dt>Telephone</dt>
            <dd>
              <a href={tel(contact.phone)}>{contact.phone}</a>
            </dd>
          </>
        ) : null}
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
        {contact.hours ? (
          <>
            <dt>Hours</dt>
            <dd>{contact.hours}</dd>
          </>
        ) : null}
        {contact.website ? (
          <>
            <dt>Website</dt>
            <dd>
              <a href={contact.website} target="_blank" rel="noopener noreferrer">
                {new URL(contact.website).hostname}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
