import { withNodes } from "~/lib/i18n/rich-text";
import {
  consentFieldName,
  type NoticeSentence,
  type PrivacyNoticeModel,
} from "~/lib/privacy/notice";
import "./privacy-notice.css";

/**
 * A form's privacy notice (DPDP Rules, Rule 3), drawn inside the form just
 * above its send button: the items it collects behind a disclosure (short
 * on a phone, every item a tap away), each purpose, and how to withdraw,
 * use one's rights and complain. Each optional purpose gets its own box,
 * unticked unless the visitor ticked it before a refused send; the request
 * itself rests on the notice and the send (ADR 62).
 */
export function PrivacyNotice({
  notice,
  idPrefix,
  ticked = [],
}: {
  notice: PrivacyNoticeModel;
  /** Starts the notice's ids: the form's own prefix, so a page can hold two forms. */
  idPrefix: string;
  /** Optional purposes the visitor ticked in the submission being shown again. */
  ticked?: readonly string[];
}) {
  const titleId = `${idPrefix}-privacy-title`;
  const optional = notice.purposes.filter((p) => p.optional);
  return (
    <section className="privacy-notice" aria-labelledby={titleId}>
      <h2 className="privacy-notice__title" id={titleId}>
        {notice.title}
      </h2>
      <details className="privacy-notice__items">
        <summary>{notice.itemsSummary}</summary>
        <ul>
          {notice.items.map((group, index) => (
            <li key={group.heading ?? index}>
              {group.heading ? <strong>{group.heading}: </strong> : null}
              {group.items.join(", ")}
            </li>
          ))}
        </ul>
      </details>
      <p>{notice.purposesIntro}</p>
      <ul className="privacy-notice__purposes">
        {notice.purposes.map((purpose) => (
          <li key={purpose.id}>{purpose.text}</li>
        ))}
      </ul>
      <p>{notice.consentNote}</p>
      {optional.map((purpose) => (
        <label className="choice privacy-notice__consent" key={purpose.id}>
          <input
            type="checkbox"
            name={consentFieldName(purpose.id)}
            value="yes"
            defaultChecked={ticked.includes(purpose.id)}
          />
          <span>{purpose.consentLabel ?? purpose.text}</span>
        </label>
      ))}
      <p>
        <Sentence sentence={notice.withdraw} /> <Sentence sentence={notice.rights} />{" "}
        <Sentence sentence={notice.complain} />
      </p>
    </section>
  );
}

function Sentence({ sentence }: { sentence: NoticeSentence }) {
  const links = Object.fromEntries(
    Object.entries(sentence.links ?? {}).map(([name, link]) => [
      name,
      <a href={link.href} key={name}>
        {link.label}
      </a>,
    ]),
  );
  return <>{withNodes(sentence.text, links)}</>;
}
