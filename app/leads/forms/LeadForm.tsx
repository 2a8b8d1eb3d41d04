import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useFetcher } from "react-router";
import { site } from "~/content/site";
import {
  fieldsOf,
  leadFormsIn,
  valuesFromFormData,
  type LeadField,
  type LeadFormId,
  type LeadValues,
} from "~/leads/forms/definitions";
// Types only: the schemas themselves are loaded on first use (loadValidator).
import type { LeadValidation } from "~/leads/forms/lead-forms";
import {
  FORM_SESSION_FIELD,
  HONEYPOT_FIELD,
  type FormSessionProps,
  type LeadActionData,
} from "~/leads/forms/lead-result";
import { formActionIn } from "~/leads/forms/form-locale";
import { leadNoticeIn } from "~/leads/forms/notice";
import { CONSENT_CHANNEL_FIELD } from "~/leads/forms/lead-result";
import { consentFieldName } from "~/lib/privacy/notice";
import { PrivacyNotice } from "~/ui/PrivacyNotice";
import { leadMessages } from "~/leads/messages";
import type { Locale } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { withNodes } from "~/lib/i18n/rich-text";
import { FetchedFormSession } from "../submit/form-session-fetcher";
import "~/leads/forms/forms.css";

export interface LeadFormProps {
  form: LeadFormId;
  /**
   * Where the form posts in English: its own page, or /forms/<id> when
   * embedded in another page. It posts to the same in its language
   * (formActionIn: /hi/dealer, /forms/quick-contact?lang=hi).
   */
  action: string;
  session?: FormSessionProps;
  /** The action's answer when the page was rendered by a no-JavaScript POST. */
  result?: LeadActionData;
  /** Values that are not typed, e.g. the product a consultation is about. */
  hidden?: Record<string, string>;
  /** Prefilled values (first render only). */
  initial?: Record<string, string>;
  /** Shown above the submit button, e.g. a privacy note. */
  footnote?: ReactNode;
  /**
   * Where to fetch a signed session when none was given (the header dialog).
   * The form then holds a submission until that session has arrived and the
   * minimum fill time has passed, so a person is never taken for a bot.
   */
  sessionUrl?: string;
  /**
   * Starts every id in the form; defaults to the form's name. Give another when
   * the same form can be on a page twice (the header dialog on /consultation).
   * Not useId(): the ids must be the same in the server's HTML and the browser.
   */
  idPrefix?: string;
  /**
   * The form's language when it is not the page's: the no-JavaScript answer
   * of a Hindi page's enquiry form, shown at /forms/<form>?lang=hi.
   */
  locale?: Locale;
  /** Draws the form's "custom" fields, by name (the consultation's visit times). */
  custom?: Record<string, (props: CustomFieldProps) => ReactNode>;
  /**
   * Where the form is shown, recorded with the consent: its own page (or a
   * page that embeds it), or the header's dialog. A form sent before the
   * page's script ran is recorded as sent without JavaScript.
   */
  channel?: "page" | "dialog";
  /**
   * Shown instead of the form once the server answers that it is done
   * without sending the visitor elsewhere (the dialog's booked visit).
   */
  sent?: (answer: LeadActionData) => ReactNode;
}

/** What a custom field is given: its id (errors link to it), message and value as posted. */
export interface CustomFieldProps {
  field: LeadField;
  id: string;
  error?: string;
  value: string;
  /** The server's last answer (a page without JavaScript draws from it). */
  answer?: LeadActionData;
}

/**
 * Renders any lead form from its definition. A real <form method="post">: with
 * no JavaScript the browser posts it and the server answers with the page
 * (errors and values kept) or a redirect to /thankyou. With JavaScript it is
 * posted by a fetcher and each field is checked with the same zod schema when
 * the visitor leaves it. The schemas (zod, ~28 KB gzip) are loaded on the first
 * focus, input or submit, not with the page (loadValidator below). Every
 * word, and every message the checks give, is in the page's language.
 */
export function LeadForm({
  form,
  action,
  session,
  result,
  hidden = {},
  initial = {},
  footnote,
  sessionUrl,
  idPrefix = form,
  locale: givenLocale,
  custom = {},
  sent,
  channel = "page",
}: LeadFormProps) {
  const pageLocale = useLocale();
  const locale = givenLocale ?? pageLocale;
  const t = leadMessages.in(locale);
  const definition = leadFormsIn(locale)[form];
  const privacyNotice = leadNoticeIn(form, locale);
  const fetcher = useFetcher<LeadActionData>();
  const answer = fetcher.data ?? result;
  const values: LeadValues = answer?.values ?? {};
  const serverErrors = answer?.status === "invalid" ? answer.errors : {};

  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const sessionInputRef = useRef<HTMLInputElement>(null);
  const touched = useRef(new Set<string>());
  const fetchedSession = useRef<FetchedFormSession | undefined>(undefined);
  if (!session && sessionUrl && !fetchedSession.current)
    fetchedSession.current = new FetchedFormSession({ url: sessionUrl });
  // True from a held submit until its session is ready (a ref, so a second
  // Enter in the meantime is caught before React re-renders).
  const waitingForSession = useRef(false);
  const [preparing, setPreparing] = useState(false);
  const [sessionFailed, setSessionFailed] = useState(false);
  // Set when the schemas could not be loaded, so the next submit goes to the server as it is.
  const uncheckedSubmit = useRef(false);
  // Native browser validation helps only without JavaScript; once hydrated our own takes over.
  const enhanced = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors);
  const [showSummary, setShowSummary] = useState(Object.keys(serverErrors).length > 0);
  // Bumped when the summary should take focus: after a refused submit (and on
  // hydrating a page that already shows errors), not on every blur.
  const [focusRequest, setFocusRequest] = useState(answer ? 1 : 0);

  // A new answer from the server replaces the browser's view of the errors
  // (adjusting state while rendering, as React recommends over an effect).
  const [seenAnswer, setSeenAnswer] = useState(fetcher.data);
  if (fetcher.data !== seenAnswer) {
    setSeenAnswer(fetcher.data);
    if (fetcher.data) {
      setErrors(fetcher.data.status === "invalid" ? fetcher.data.errors : {});
      setShowSummary(true);
      setFocusRequest((n) => n + 1);
    }
  }

  useEffect(() => {
    if (focusRequest > 0) summaryRef.current?.focus();
  }, [focusRequest]);

  // A form shown without a server session (the header dialog mounts it when
  // opened) asks for a signed one at once, so its fill time counts from then.
  useEffect(() => fetchedSession.current?.prefetch(), []);

  const sessionToken = session ? `${session.key}.${session.issuedAt}.${session.signature}` : "";

  const fieldNames = new Set(fieldsOf(definition).map((f) => f.name));

  function checkTouched() {
    const validate = loadedValidator;
    if (!validate) {
      // First use: check once the schemas have arrived, with the values as they are then.
      void loadValidator().then(checkTouched, reportLoadFailure);
      return;
    }
    const formElement = formRef.current;
    if (!formElement) return;
    const check = validate(
      form,
      valuesFromFormData(form, new FormData(formElement), locale),
      locale,
    );
    const all = check.success ? {} : check.errors;
    // From the current state, not this render's: the check may run after the schemas load.
    setErrors((current) => {
      const next: Record<string, string> = {};
      const shown = new Set([...touched.current, ...Object.keys(current)]);
      for (const name of shown) if (all[name]) next[name] = all[name];
      return next;
    });
  }

  function onFocus() {
    // Start fetching the schemas as soon as the visitor enters the form, so
    // they are usually there by the time a field is left.
    if (!loadedValidator) void loadValidator().catch(reportLoadFailure);
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    const target = event.target as unknown as { name?: unknown };
    const name = typeof target.name === "string" ? target.name : "";
    if (!fieldNames.has(name)) return;
    touched.current.add(name);
    checkTouched();
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    if (!(event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement))
      return;
    const target = event.target;
    if (target.dataset.digitsOnly !== undefined) {
      const digits = target.value.replace(/\D/g, "");
      if (digits !== target.value) target.value = digits;
    }
    // Once a field shows an error, clear it as soon as it is fixed.
    if (errors[target.name]) checkTouched();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (uncheckedSubmit.current) {
      uncheckedSubmit.current = false;
      holdForSession(event);
      return;
    }
    const validate = loadedValidator;
    if (!validate) {
      // Submitted before the schemas arrived (e.g. a fast Enter): hold the
      // submission, load them, and submit again, which then runs the check
      // below. If they cannot be loaded the form is posted unchecked: the
      // server checks every submission anyway.
      event.preventDefault();
      const formElement = event.currentTarget;
      void loadValidator().then(
        () => formElement.requestSubmit(),
        (error: unknown) => {
          reportLoadFailure(error);
          uncheckedSubmit.current = true;
          formElement.requestSubmit();
        },
      );
      return;
    }
    const check = validate(
      form,
      valuesFromFormData(form, new FormData(event.currentTarget), locale),
      locale,
    );
    if (check.success) {
      holdForSession(event);
      return;
    }
    event.preventDefault();
    for (const name of Object.keys(check.errors)) touched.current.add(name);
    setErrors(check.errors);
    setShowSummary(true);
    setFocusRequest((n) => n + 1);
  }

  /**
   * Lets a checked submission go once the form has a signed session it can
   * send without being taken for a bot; until then holds it, and sends it
   * when the session is ready. Forms the server rendered carry theirs already.
   */
  function holdForSession(event: FormEvent<HTMLFormElement>) {
    const pending = fetchedSession.current;
    const input = sessionInputRef.current;
    if (!pending || !input) return;
    if (waitingForSession.current) {
      event.preventDefault(); // already held; it goes when the session is ready
      return;
    }
    setSessionFailed(false);
    const token = pending.readyToken();
    if (token) {
      input.value = token;
      return;
    }
    event.preventDefault();
    waitingForSession.current = true;
    setPreparing(true);
    const formElement = event.currentTarget;
    void pending.whenReady().then(
      (ready) => {
        waitingForSession.current = false;
        setPreparing(false);
        input.value = ready;
        formElement.requestSubmit();
      },
      (error: unknown) => {
        waitingForSession.current = false;
        setPreparing(false);
        setSessionFailed(true);
        setFocusRequest((n) => n + 1);
        // In the visitor's browser, for its developer tools: not the server's log.
        // eslint-disable-next-line no-console
        console.warn("[forms] could not fetch a form session", error);
      },
    );
  }

  const errorList = Object.entries(errors).filter(([name]) => name !== "_form");
  const busy = fetcher.state !== "idle" || preparing;
  const notice =
    answer && "message" in answer
      ? answer.message
      : sessionFailed
        ? t("form.sessionUnavailable", { phone: site.tollFree })
        : undefined;

  const done = answer?.status === "booked" ? sent?.(answer) : undefined;
  if (done) return <>{done}</>;

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={formActionIn(action, locale)}
      className="lead-form"
      noValidate={enhanced}
      onFocus={onFocus}
      onBlur={onBlur}
      onInput={onInput}
      onSubmit={onSubmit}
      aria-describedby={`${idPrefix}-required-note`}
    >
      {notice ? (
        <div
          ref={summaryRef}
          className="alert alert--error lead-form-summary"
          role="alert"
          tabIndex={-1}
        >
          <h2 className="lead-form-summary-title">
            {answer?.status === "rate-limited" ? t("form.slowDown") : t("form.notSent")}
          </h2>
          <p>{notice}</p>
        </div>
      ) : showSummary && (errorList.length > 0 || errors._form) ? (
        <div
          ref={summaryRef}
          className="alert alert--error lead-form-summary"
          role="alert"
          tabIndex={-1}
          aria-labelledby={`${idPrefix}-summary-title`}
        >
          <h2 className="lead-form-summary-title" id={`${idPrefix}-summary-title`}>
            {t("form.fix", { count: errorList.length || 1 })}
          </h2>
          {errors._form ? <p>{errors._form}</p> : null}
          <ul>
            {errorList.map(([name, message]) => (
              <li key={name}>
                <a href={`#${idPrefix}-${name}`} onClick={focusField}>
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <p className="lead-form-required-note" id={`${idPrefix}-required-note`}>
        {withNodes(t("form.requiredNote", { star: "{star}", asRequired: "{asRequired}" }), {
          star: <span aria-hidden="true">*</span>,
          asRequired: <span className="visually-hidden">{t("form.asRequired")}</span>,
        })}
      </p>

      <input
        ref={sessionInputRef}
        type="hidden"
        name={FORM_SESSION_FIELD}
        defaultValue={sessionToken}
        key={sessionToken}
      />
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{t("form.honeypot")}</label>
        <input
          id={`${idPrefix}-${HONEYPOT_FIELD}`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      {definition.sections.map((section, index) => {
        const fields = section.fields.map((field) => {
          if (field.kind === "custom") {
            const draw = custom[field.name];
            const value = values[field.name] ?? initial[field.name] ?? "";
            return draw ? (
              <div key={field.name} className="field field--full">
                {draw({
                  field,
                  id: `${idPrefix}-${field.name}`,
                  error: errors[field.name],
                  value: Array.isArray(value) ? "" : value,
                  answer,
                })}
              </div>
            ) : null;
          }
          return (
            <Field
              key={field.name}
              field={field}
              idPrefix={idPrefix}
              error={errors[field.name]}
              choose={t("form.choose")}
              value={
                field.kind === "hidden"
                  ? (hidden[field.name] ?? "")
                  : (values[field.name] ?? initial[field.name] ?? field.defaultValue)
              }
            />
          );
        });
        if (!section.legend)
          return (
            <div className="form-grid" key={index}>
              {fields}
            </div>
          );
        return (
          <fieldset className="lead-form-section" key={index}>
            <legend>{section.legend}</legend>
            {section.intro ? <p className="field-hint">{section.intro}</p> : null}
            <div className="form-grid">{fields}</div>
          </fieldset>
        );
      })}

      <input type="hidden" name={CONSENT_CHANNEL_FIELD} value={enhanced ? channel : "no-js"} />
      <PrivacyNotice
        notice={privacyNotice}
        idPrefix={idPrefix}
        ticked={privacyNotice.purposes
          .filter((p) => values[consentFieldName(p.id)] === "yes")
          .map((p) => p.id)}
      />

      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t("form.sending") : definition.submitLabel}
        </button>
        {footnote ? <p className="field-hint lead-form-footnote">{footnote}</p> : null}
      </div>
    </fetcher.Form>
  );
}

/** Following a summary link moves focus into the field (a fragment link alone only scrolls). */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1);
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const control =
    target instanceof HTMLFieldSetElement ? target.querySelector<HTMLElement>("input") : target;
  (control ?? target).focus();
  target.scrollIntoView({ block: "center" });
}

type Validator = (form: LeadFormId, values: LeadValues, locale: string) => LeadValidation;

/** Set once the schemas have loaded; from then on every check is synchronous. */
let loadedValidator: Validator | undefined;
let validatorRequest: Promise<Validator> | undefined;

/** Loads the lead forms' zod schemas once per page (a separate chunk; see ADR 24). */
function loadValidator(): Promise<Validator> {
  validatorRequest ??= import("~/leads/forms/lead-forms").then(
    (module) => (loadedValidator = module.validateLead),
    (error: unknown) => {
      // Let a later focus or submit try again (e.g. after a dropped connection).
      validatorRequest = undefined;
      throw error;
    },
  );
  return validatorRequest;
}

function reportLoadFailure(error: unknown) {
  // In the visitor's browser, for its developer tools: not the server's log.
  // eslint-disable-next-line no-console
  console.warn("[forms] could not load the form checks; the server will check instead", error);
}

function subscribeToNothing(): () => void {
  return () => undefined;
}

function Field({
  field,
  idPrefix,
  error,
  choose,
  value,
}: {
  field: LeadField;
  idPrefix: string;
  error?: string;
  /** The empty choice of a select without a prompt of its own. */
  choose: string;
  value: string | string[] | undefined;
}) {
  const id = `${idPrefix}-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const text = Array.isArray(value) ? "" : (value ?? "");

  if (field.kind === "hidden") return <input type="hidden" name={field.name} value={text} />;

  const label = (
    <>
      {field.label}
      {field.required ? (
        <span className="field-required" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </>
  );
  const common = {
    id,
    name: field.name,
    required: field.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    autoComplete: field.autoComplete,
  } as const;
  const hint = field.hint ? (
    <p className="field-hint" id={hintId}>
      {field.hint}
    </p>
  ) : null;
  const message = error ? (
    <p className="field-error" id={errorId}>
      {error}
    </p>
  ) : null;
  const className = `field${field.full || field.kind === "checkboxes" ? " field--full" : ""}`;

  if (field.kind === "checkboxes") {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset
        className="field field--full lead-form-choices"
        id={id}
        tabIndex={-1}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      >
        <legend className="field-label">{label}</legend>
        {hint}
        <div className="lead-form-choice-grid">
          {(field.options ?? []).map((option) => (
            <label className="choice" key={option.value}>
              <input
                type="checkbox"
                name={field.name}
                value={option.value}
                defaultChecked={chosen.includes(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }

  let control: ReactNode;
  if (field.kind === "select") {
    control = (
      <select {...common} defaultValue={text}>
        <option value="">{field.prompt ?? choose}</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === "textarea") {
    control = <textarea {...common} rows={4} defaultValue={text} maxLength={2_000} />;
  } else {
    const type = field.kind === "number" ? "text" : field.kind === "tel" ? "tel" : field.kind;
    control = (
      <input
        {...common}
        type={type}
        inputMode={field.inputMode ?? (field.kind === "number" ? "numeric" : undefined)}
        defaultValue={text}
        data-digits-only={field.digitsOnly ? "" : undefined}
        maxLength={field.kind === "date" ? undefined : 254}
      />
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {hint}
      {control}
      {message}
    </div>
  );
}
