import { useLocation } from "react-router";
import { useMessages } from "~/lib/i18n/react";
import type { ActionAnswer } from "./requests/types";
import { privacyMessages } from "./messages";

type ProveAnswer = Extract<ActionAnswer, { step: "prove" }>;
type CodeAnswer = Extract<ActionAnswer, { step: "code" }>;

/**
 * The first step: a code by text or by mail. Two small forms rather than one
 * with a switch, so each works without JavaScript and says only what it needs.
 */
export function ContactForms({ answer }: { answer?: ProveAnswer }) {
  const t = useMessages(privacyMessages);
  const action = useLocation().pathname;
  const errors = answer?.errors ?? {};
  const value = (channel: "sms" | "email") =>
    answer?.channel === channel ? (answer.value ?? "") : "";
  return (
    <div className="privacy-step">
      <h2 tabIndex={-1}>{t("prove.title")}</h2>
      <p>{t("prove.intro")}</p>
      {answer?.notice ? (
        <div className="alert alert--error" role="alert">
          <p>{answer.notice}</p>
        </div>
      ) : null}
      <div className="privacy-step__ways">
        <form method="post" action={action} className="privacy-card" noValidate>
          <input type="hidden" name="intent" value="send-code" />
          <input type="hidden" name="channel" value="sms" />
          <h3>{t("prove.sms")}</h3>
          <div className="field">
            <label htmlFor="privacy-mobile">{t("prove.mobile")}</label>
            <p className="field-hint" id="privacy-mobile-hint">
              {t("prove.mobileHint")}
            </p>
            <input
              id="privacy-mobile"
              name="mobile"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              required
              defaultValue={value("sms")}
              aria-invalid={errors.mobile ? true : undefined}
              aria-describedby={
                errors.mobile ? "privacy-mobile-hint privacy-mobile-error" : "privacy-mobile-hint"
              }
            />
            {errors.mobile ? (
              <p className="field-error" id="privacy-mobile-error">
                {errors.mobile}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button">
            {t("prove.submit")}
          </button>
        </form>
        <form method="post" action={action} className="privacy-card" noValidate>
          <input type="hidden" name="intent" value="send-code" />
          <input type="hidden" name="channel" value="email" />
          <h3>{t("prove.email")}</h3>
          <div className="field">
            <label htmlFor="privacy-email">{t("prove.address")}</label>
            <p className="field-hint" id="privacy-email-hint">
              {t("prove.addressHint")}
            </p>
            <input
              id="privacy-email"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              defaultValue={value("email")}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={
                errors.email ? "privacy-email-hint privacy-email-error" : "privacy-email-hint"
              }
            />
            {errors.email ? (
              <p className="field-error" id="privacy-email-error">
                {errors.email}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button">
            {t("prove.submit")}
          </button>
        </form>
      </div>
    </div>
  );
}

/** The second step: the code that was sent. */
export function CodeForm({ answer }: { answer: CodeAnswer }) {
  const t = useMessages(privacyMessages);
  const action = useLocation().pathname;
  return (
    <div className="privacy-step">
      <h2 tabIndex={-1}>{t("code.title")}</h2>
      <p role="status">
        {t(answer.channel === "sms" ? "code.sentSms" : "code.sentEmail", {
          contact: answer.contact,
        })}
      </p>
      <form method="post" action={action} className="privacy-card" noValidate>
        <input type="hidden" name="intent" value="check-code" />
        <input type="hidden" name="challenge" value={answer.challenge} />
        <div className="field">
          <label htmlFor="privacy-code">{t("code.label")}</label>
          <input
            id="privacy-code"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={12}
            required
            className="privacy-code-input"
            aria-invalid={answer.error ? true : undefined}
            aria-describedby={answer.error ? "privacy-code-error" : undefined}
          />
          {answer.error ? (
            <p className="field-error" id="privacy-code-error">
              {answer.error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button">
          {t("code.submit")}
        </button>
      </form>
      <p>
        <a href={action}>{t("code.again")}</a>
      </p>
    </div>
  );
}
