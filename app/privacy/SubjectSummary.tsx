import { useMessages } from "~/lib/i18n/react";
import type { SubjectSummaryView } from "./requests/types";
import { privacyMessages } from "./messages";

/** A copy of the person's data (Act s. 11): each record with its items, purposes and recipients. */
export function SubjectSummary({ summary }: { summary: SubjectSummaryView }) {
  const t = useMessages(privacyMessages);
  return (
    <section className="privacy-summary" aria-labelledby="privacy-summary">
      <h3 id="privacy-summary">{t("summary.title")}</h3>
      {summary.records.length === 0 ? <p>{t("summary.nothing")}</p> : null}
      {summary.records.map((record, i) => (
        <div key={i} className="privacy-summary__record">
          <h4>{record.what}</h4>
          <dl className="privacy-facts">
            {record.items.map((item, j) => (
              <div key={j} className="privacy-facts__row">
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
          <h5>{t("summary.purposes")}</h5>
          <ul>
            {record.purposes.map((purpose) => (
              <li key={purpose}>{purpose}</li>
            ))}
          </ul>
          <h5>{t("summary.sharedWith")}</h5>
          {record.sharedWith.length > 0 ? (
            <ul>
              {record.sharedWith.map((who) => (
                <li key={who}>{who}</li>
              ))}
            </ul>
          ) : (
            <p>{t("summary.notShared")}</p>
          )}
        </div>
      ))}
    </section>
  );
}
