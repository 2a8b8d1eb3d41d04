import { useMessages } from "~/lib/i18n/react";
import { formatReference } from "~/privacy/requests/reference";
import type { ActionAnswer } from "./requests/types";
import { privacyMessages } from "./messages";
import { SubjectSummary } from "./SubjectSummary";

type DoneAnswer = Extract<ActionAnswer, { step: "done" }>;

/** What happened to the request just made: its reference, and for a copy, the copy. */
export function RequestDone({ answer }: { answer: DoneAnswer }) {
  const t = useMessages(privacyMessages);
  const said =
    answer.kind === "copy" || answer.kind === "erase" || answer.kind === "withdraw"
      ? answer.carriedOut
        ? t(`done.${answer.kind}`)
        : t("done.unavailable")
      : undefined;
  return (
    <>
      <div className="alert alert--success privacy-done" role="status">
        <h2 tabIndex={-1}>{t("done.title")}</h2>
        <p>{t("done.reference", { reference: formatReference(answer.reference) })}</p>
        {said ? <p>{said}</p> : null}
      </div>
      {answer.summary ? (
        <div className="privacy-card">
          <SubjectSummary summary={answer.summary} />
        </div>
      ) : null}
    </>
  );
}
