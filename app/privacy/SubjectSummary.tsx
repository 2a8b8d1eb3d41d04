import { useMessages } from "~/lib/i18n/react";
import type { SubjectSummaryView } from "./requests/types";
import { privacyMessages } from "./messages";

/** A copy of the person's data: each record with its items, purposes and recipients. */
export function SubjectSummary({ summary }: { summary: SubjectSummaryView }) {
  const t = useMessages(privacyMessages);
  return (
    <section className="privacy-summary" aria-labelledby="privacy-summary">
      <h3 id="privacy-summary">{t("summary.title")}</h3>
      {summary.records.map((record, i) => (
        <div key={i} className="privacy-summary__record">
          <h4>{record.what}</h4>
          <dl className="privacy-facts">
            <dt>{t("summary.items")}</dt>
            <dd>{record.items.join(", ")}</dd>
            <dt>{t("summary.purposes")}</dt>
            <dd>{record.purposes.join("; ")}</dd>
            <dt>{t("summary.sharedWith")}</dt>
            <dd>{record.sharedWith.join(", ") || "—"}</dd>
          </dl>
        </div>
      ))}
    </section>
  );
}
