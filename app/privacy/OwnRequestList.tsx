import { formatDate } from "~/lib/i18n/format";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { formatReference } from "~/privacy/requests/reference";
import type { OwnRequest } from "./requests/types";
import { privacyMessages } from "./messages";

/** The person's requests: each with its state, its deadline and the reply. */
export function OwnRequestList({ requests }: { requests: OwnRequest[] }) {
  const t = useMessages(privacyMessages);
  const locale = useLocale();
  const date = (iso: string) => formatDate(locale, new Date(iso));
  return (
    <section className="privacy-step" aria-labelledby="privacy-own-requests">
      <h2 id="privacy-own-requests">{t("list.title")}</h2>
      {requests.length === 0 ? (
        <p>{t("list.none")}</p>
      ) : (
        <ul className="privacy-own-requests">
          {requests.map((r) => (
            <li key={r.reference} className="privacy-card">
              <h3>{t(`kind.${r.kind}`)}</h3>
              <dl className="privacy-facts">
                <dt>{t("list.reference")}</dt>
                <dd>{formatReference(r.reference)}</dd>
                <dt>{t("list.made")}</dt>
                <dd>{date(r.createdAt)}</dd>
                <dt>{t("list.state")}</dt>
                <dd>
                  <span className={`privacy-state privacy-state--${r.state}`}>
                    {t(`state.${r.state}`)}
                  </span>
                </dd>
                {r.state === "received" || r.state === "in-progress" ? (
                  <>
                    <dt>{t("list.deadline")}</dt>
                    <dd>{date(r.deadlineAt)}</dd>
                  </>
                ) : null}
              </dl>
              {r.reply || r.state !== "completed" ? (
                <>
                  <h4>{t("list.reply")}</h4>
                  {r.reply ? (
                    <p className="privacy-reply">{r.reply}</p>
                  ) : (
                    <p className="field-hint">{t("list.noReply")}</p>
                  )}
                </>
              ) : (
                // A copy, an erasure or a withdrawal is done when asked: no reply will come.
                <p className="field-hint">{t("list.doneAtOnce")}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
