import type { Office } from "~/content/schema";
import { useMessages } from "~/lib/i18n/react";
import { companyMessages } from "~/company/messages";

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, "")}`;

/** One of our offices as a postal address card. */
export function OfficeCard({ office, headingLevel = 3 }: { office: Office; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useMessages(companyMessages);
  return (
    <article className="office-card">
      <p className="office-card__role">{office.role}</p>
      <Heading className="office-card__company">{office.company}</Heading>
      <address className="office-card__address">
        {office.addressLines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <dl className="office-card__details">
        <div>
          <dt>{t("office.phone")}</dt>
          <dd>
            <a href={telHref(office.phone)}>{office.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t("office.email")}</dt>
          <dd>
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t("office.cin")}</dt>
          <dd>{office.cin}</dd>
        </div>
      </dl>
    </article>
  );
}

export { telHref };
