import type { FormSession } from "~/leads/submit/form-session-token";
import { FORM_SESSION_FIELD, HONEYPOT_FIELD } from "~/leads/forms/lead-result";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import type { AlertFormAnswer, AlertFormValues } from "./alert-form";
import { ALERTS_PATH } from "./paths";
import { alertNoticeIn } from "./notice";
import { PrivacyNotice } from "~/ui/PrivacyNotice";
import { alertMessages } from "./messages";

export interface CategoryChoice {
  category: string;
  title: string;
}

/**
 * The alert sign-up form. Full (the alerts page): every category to tick and
 * both frequencies. Compact (the Investor Zone and each listing page): the
 * page's own category or every category, and the frequency. Both post to the
 * alerts page, which answers without JavaScript; the spam traps are the lead
 * forms' (a signed form session with its minimum fill time, and a honeypot).
 */
export function AlertSignupForm({
  session,
  categories,
  pageCategory,
  answer,
  idPrefix = "alerts",
}: {
  session: FormSession;
  /** Every category, in the page's language: the full form. */
  categories?: CategoryChoice[];
  /** The listing page's category: the compact form offers it or every category. */
  pageCategory?: CategoryChoice;
  answer?: AlertFormAnswer;
  idPrefix?: string;
}) {
  const locale = useLocale();
  const t = useMessages(alertMessages);
  const full = categories !== undefined;
  const values: AlertFormValues =
    answer && answer.status !== "sent"
      ? answer.values
      : {
          email: "",
          scope: pageCategory ? "only" : "all",
          categories: pageCategory ? [pageCategory.category] : [],
          frequency: "immediate",
        };
  const errors = answer?.status === "invalid" ? answer.errors : {};
  const id = (name: string) => `${idPrefix}-${name}`;
  const described = (name: "email" | "categories", hint?: string) =>
    [hint, errors[name] ? id(`${name}-error`) : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <form
      method="post"
      action={localizeHref(ALERTS_PATH, locale)}
      className="alert-signup"
      noValidate
    >
      {answer?.status === "rate-limited" || answer?.status === "unavailable" ? (
        <div className="alert alert--error" role="alert">
          <p>{answer.message}</p>
        </div>
      ) : null}
      <input
        type="hidden"
        name={FORM_SESSION_FIELD}
        value={`${session.key}.${session.issuedAt}.${session.signature}`}
      />
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={id(HONEYPOT_FIELD)}>{t("form.honeypot")}</label>
        <input
          id={id(HONEYPOT_FIELD)}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={id("email")}>
          {t("form.email")}
        </label>
        <p className="field-hint" id={id("email-hint")}>
          {t("form.emailHint")}
        </p>
        <input
          id={id("email")}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={values.email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={described("email", id("email-hint"))}
        />
        {errors.email ? (
          <p className="field-error" id={id("email-error")}>
            {errors.email}
          </p>
        ) : null}
      </div>
      {full || pageCategory ? (
        <fieldset
          className="field alert-signup__choices"
          aria-describedby={described("categories")}
        >
          <legend className="field-label">{t("form.categories")}</legend>
          <label className="choice">
            <input type="radio" name="scope" value="all" defaultChecked={values.scope === "all"} />
            {t("form.all")}
          </label>
          <label className="choice">
            <input
              type="radio"
              name="scope"
              value="only"
              defaultChecked={values.scope === "only"}
            />
            {pageCategory && !full
              ? t("form.thisCategory", { category: pageCategory.title })
              : t("form.only")}
          </label>
          {full ? (
            <CategoryList categories={categories} checked={values.categories} />
          ) : (
            <input type="hidden" name="category" value={pageCategory?.category} />
          )}
          {errors.categories ? (
            <p className="field-error" id={id("categories-error")}>
              {errors.categories}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <input type="hidden" name="scope" value="all" />
      )}
      <FrequencyFieldset digest={values.frequency === "digest"} />
      <PrivacyNotice notice={alertNoticeIn(locale)} idPrefix={idPrefix} />
      <div className="form-actions">
        <button type="submit" className="button">
          {t("form.submit")}
        </button>
      </div>
    </form>
  );
}

/** The compact form in a box of its own, for the Investor Zone and the listing pages. */
export function AlertSignupPanel(props: { session: FormSession; pageCategory?: CategoryChoice }) {
  const locale = useLocale();
  const t = useMessages(alertMessages);
  return (
    <section className="alert-signup-panel" aria-labelledby="alert-signup-title">
      <h2 id="alert-signup-title">{t("form.title")}</h2>
      <p>
        {t("form.intro")} <a href={localizeHref(ALERTS_PATH, locale)}>{t("form.moreChoices")}</a>
      </p>
      <AlertSignupForm {...props} idPrefix="alert-signup" />
    </section>
  );
}

/** Every category as a checkbox, ticked where `checked` says (the full form and the manage page). */
export function CategoryList({
  categories,
  checked,
}: {
  categories: CategoryChoice[];
  checked: readonly string[];
}) {
  return (
    <ul className="alert-signup__categories">
      {categories.map((c) => (
        <li key={c.category}>
          <label className="choice">
            <input
              type="checkbox"
              name="category"
              value={c.category}
              defaultChecked={checked.includes(c.category)}
            />
            {c.title}
          </label>
        </li>
      ))}
    </ul>
  );
}

/** At once or the daily digest (the sign-up forms and the manage page). */
export function FrequencyFieldset({ digest }: { digest: boolean }) {
  const t = useMessages(alertMessages);
  return (
    <fieldset className="field alert-signup__choices">
      <legend className="field-label">{t("form.frequency")}</legend>
      {(["immediate", "digest"] as const).map((value) => (
        <label className="choice" key={value}>
          <input
            type="radio"
            name="frequency"
            value={value}
            defaultChecked={(value === "digest") === digest}
          />
          {t(value === "digest" ? "form.digest" : "form.immediate")}
        </label>
      ))}
    </fieldset>
  );
}
