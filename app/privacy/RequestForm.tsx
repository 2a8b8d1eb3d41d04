import { useLocation } from "react-router";
import { useMessages } from "~/lib/i18n/react";
import type { ActionAnswer } from "./requests/types";
import { DETAILS_MAX, requestKinds } from "./requests/kinds";
import { privacyMessages } from "./messages";

type AskedAnswer = Extract<ActionAnswer, { step: "asked" }>;

/** The third step, once proven: which right to use, and in what words. */
export function RequestForm({ contact, answer }: { contact: string; answer?: AskedAnswer }) {
  const t = useMessages(privacyMessages);
  const action = useLocation().pathname;
  const errors = answer?.errors ?? {};
  const kind = answer?.kind;
  return (
    <div className="privacy-step">
      <h2 tabIndex={-1}>{t("proven.title")}</h2>
      <div className="privacy-proven">
        <p>{t("proven.as", { contact })}</p>
        <form method="post" action={action}>
          <input type="hidden" name="intent" value="finish" />
          <button type="submit" className="button button--ghost button--small">
            {t("proven.signOut")}
          </button>
        </form>
      </div>
      <form method="post" action={action} className="privacy-card" noValidate>
        <input type="hidden" name="intent" value="make-request" />
        <fieldset
          className="field privacy-kinds"
          aria-describedby={errors.kind ? "privacy-kind-error" : undefined}
        >
          <legend className="field-label">{t("ask.kind")}</legend>
          {errors.kind ? (
            <p className="field-error" id="privacy-kind-error">
              {errors.kind}
            </p>
          ) : null}
          {requestKinds.map((k) => (
            <div className="privacy-kind" key={k}>
              <label className="choice">
                <input
                  type="radio"
                  name="kind"
                  value={k}
                  defaultChecked={kind === k}
                  aria-describedby={`privacy-kind-${k}-hint`}
                />
                {t(`kind.${k}`)}
              </label>
              <p className="field-hint privacy-kind__hint" id={`privacy-kind-${k}-hint`}>
                {t(`kind.${k}.hint`)}
              </p>
            </div>
          ))}
        </fieldset>
        {/* privacy.css shows these two only for the kinds that need them, where
            the browser has :has() (neither before a choice); without it, both show. */}
        <div className="field privacy-details">
          <label htmlFor="privacy-details">{t("ask.details")}</label>
          <p className="field-hint" id="privacy-details-hint">
            <span className="privacy-details__hint privacy-details__hint--correct">
              {t("ask.detailsHint.correct")}
            </span>{" "}
            <span className="privacy-details__hint privacy-details__hint--nominate">
              {t("ask.detailsHint.nominate")}
            </span>{" "}
            <span className="privacy-details__hint privacy-details__hint--grievance">
              {t("ask.detailsHint.grievance")}
            </span>
          </p>
          <textarea
            id="privacy-details"
            name="details"
            rows={5}
            maxLength={DETAILS_MAX}
            defaultValue={answer?.details ?? ""}
            aria-invalid={errors.details ? true : undefined}
            aria-describedby={
              errors.details ? "privacy-details-hint privacy-details-error" : "privacy-details-hint"
            }
          />
          {errors.details ? (
            <p className="field-error" id="privacy-details-error">
              {errors.details}
            </p>
          ) : null}
        </div>
        <div className="field privacy-confirm">
          <label className="choice">
            <input
              type="checkbox"
              name="confirm"
              value="yes"
              aria-invalid={errors.confirm ? true : undefined}
              aria-describedby={errors.confirm ? "privacy-confirm-error" : undefined}
            />
            {t("erase.confirm")}
          </label>
          {errors.confirm ? (
            <p className="field-error" id="privacy-confirm-error">
              {errors.confirm}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button">
          {t("ask.submit")}
        </button>
      </form>
    </div>
  );
}
