import { personBySlug } from "~/content/people";
import type { Committee } from "~/content/schema";

/** A board committee with its chairman and members, each linking to their profile. */
export function CommitteeCard({ committee }: { committee: Committee }) {
  const chairman = personBySlug(committee.chairman);
  return (
    <article className="committee-card">
      <h3 className="committee-card__name">{committee.name}</h3>
      <p className="committee-card__purpose">{committee.purpose}</p>
      <dl className="committee-card__people">
        <div>
          <dt>Chairman</dt>
          <dd>
            <a href={`/${chairman.slug}`}>{chairman.name}</a>
            <span className="committee-card__role">{chairman.designation}</span>
          </dd>
        </div>
        <div>
          <dt>Members</dt>
          {committee.members.map((slug) => {
            const member = personBySlug(slug);
            return (
              <dd key={slug}>
                <a href={`/${member.slug}`}>{member.name}</a>
                <span className="committee-card__role">{member.designation}</span>
              </dd>
            );
          })}
        </div>
      </dl>
    </article>
  );
}
