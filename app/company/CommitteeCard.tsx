import type { Committee } from "~/content/schema";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { personIn } from "~/company/board-content";
import { companyMessages } from "~/company/messages";

/** A board committee with its chairman and members, each linking to their profile. */
export function CommitteeCard({ committee }: { committee: Committee }) {
  const locale = useLocale();
  const t = useMessages(companyMessages);
  const chairman = personIn(locale, committee.chairman);
  return (
    <article className="committee-card">
      <h3 className="committee-card__name">{committee.name}</h3>
      <p className="committee-card__purpose">{committee.purpose}</p>
      <dl className="committee-card__people">
        <div>
          <dt>{t("committee.chairman")}</dt>
          <dd>
            <a href={localizeHref(`/${chairman.slug}`, locale)}>{chairman.name}</a>
            <span className="committee-card__role">{chairman.designation}</span>
          </dd>
        </div>
        <div>
          <dt>{t("committee.members")}</dt>
          {committee.members.map((slug) => {
            const member = personIn(locale, slug);
            return (
              <dd key={slug}>
                <a href={localizeHref(`/${member.slug}`, locale)}>{member.name}</a>
                <span className="committee-card__role">{member.designation}</span>
              </dd>
            );
          })}
        </div>
      </dl>
    </article>
  );
}
