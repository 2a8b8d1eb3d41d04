import { ResponsiveImage } from "~/ui/ResponsiveImage";
import type { Person } from "~/content/schema";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { companyMessages } from "~/company/messages";

/** A board member's card; the whole card links to their profile page. */
export function DirectorCard({ person }: { person: Person }) {
  const locale = useLocale();
  const t = useMessages(companyMessages);
  return (
    <article className="director-card">
      <ResponsiveImage
        className="portrait"
        name={person.portrait}
        alt=""
        sizes="(min-width: 992px) 180px, 140px"
      />
      <h3 className="director-card__name">
        <a href={localizeHref(`/${person.slug}`, locale)} className="director-card__link">
          {person.name}
        </a>
      </h3>
      <p className="director-card__designation">{person.designation}</p>
      <p className="director-card__summary">{person.summary}</p>
      <span className="director-card__more" aria-hidden="true">
        {t("director.viewProfile")}
      </span>
    </article>
  );
}
