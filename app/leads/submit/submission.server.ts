import { data, redirect } from "react-router";
import { site } from "~/content/site";
import { BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from "~/lib/database-busy";
import { getDatabase, type DB } from "~/db/client.server";
import { storeLead, type StoredLead } from "~/leads/delivery/store.server";
import { sourceUnavailableInit } from "~/lib/cache";
import { getEnv } from "~/lib/env.server";
import {
  FORM_SESSION_FIELD,
  checkFormSession,
  type CheckedFormSession,
  type FormSessionProblem,
} from "~/leads/submit/form-session-signer.server";
import {
  CLIENT_IP_HEADER,
  SlidingWindowLimiter,
  clientLimitKey,
} from "~/lib/forms/rate-limit.server";
import { singleton } from "~/lib/singleton.server";
import {
  validateLead,
  valuesFromFormData,
  type LeadData,
  type LeadFormId,
} from "~/leads/forms/lead-forms";
import {
  CONSENT_CHANNEL_FIELD,
  HONEYPOT_FIELD,
  type LeadActionData,
} from "~/leads/forms/lead-result";
import { leadNoticeIn } from "~/leads/forms/notice";
import { isConsentChannel, type GivenConsent } from "~/leads/consent/store.server";
import { REQUEST_PURPOSE, consentFieldName, givenPurposes } from "~/lib/privacy/notice";
import { noticeVersion } from "~/lib/privacy/notice-version.server";
import { formLocale } from "~/leads/forms/form-locale";
import { checkMessages } from "~/leads/forms/checks/messages";
import { localizeHref, type Locale } from "~/lib/i18n/locales";
import { logFor } from "~/lib/log/logger.server";

const log = logFor("leads");

/**
 * What every lead form's action does, in this order: rate limit, read the
 * form, check the session and the spam traps, validate, store the lead with
 * its delivery record in one transaction, and only then send the visitor to
 * /thankyou. Bad input is a 400 with every message and every value kept; a
 * database that cannot store the lead is a 503 with the input kept, never
 * /thankyou. Spam is stored flagged, and the bot still sees /thankyou.
 * Every answer is in the language of the page the form was on (form-locale.ts),
 * /hi/thankyou included, and the lead keeps that language.
 */
export const THANK_YOU_PATH = "/thankyou";

const limiter = () =>
  singleton(
    "lead-rate-limiter",
    () => new SlidingWindowLimiter(getEnv().LEADS_RATE_LIMIT_PER_HOUR, 60 * 60 * 1000),
  );

/**
 * Thrown by `alongside` for a problem the visitor can fix (the visit time
 * they chose was taken a moment ago): nothing is stored, and the answer is
 * a 409 with the message under that field and every value kept.
 */
export class LeadRefusal extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "LeadRefusal";
  }
}

export type Prepared = { ok: true; data: LeadData } | { ok: false; errors: Record<string, string> };

export interface LeadSubmissionOptions {
  /**
   * Completes and checks the values the schema passed with what only the
   * server knows: the consultation works out a paint budget estimate again
   * from its inputs, and checks its PIN code and visit time against the
   * directory and the slots still free. Errors are a 400, as the schema's.
   */
  prepare?: (data: LeadData, locale: Locale) => Prepared | Promise<Prepared>;
  /** Written in the lead's own transaction when the lead is new and not spam (store.server.ts). */
  alongside?: (trx: DB, leadId: number, data: LeadData, locale: Locale) => Promise<void>;
  /**
   * Where the visitor goes once the lead is stored (/thankyou in their
   * language when not given), or an answer to give instead of a redirect.
   */
  next?: (stored: StoredLead, locale: Locale) => Promise<string | LeadActionData>;
  /** Adds to every answer that is not a redirect (the consultation: the visit times for the PIN). */
  enrich?: (answer: LeadActionData, locale: Locale) => Promise<LeadActionData>;
}

export async function handleLeadSubmission(
  request: Request,
  form: LeadFormId,
  options: LeadSubmissionOptions = {},
) {
  const clientIp = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
  const locale = formLocale(new URL(request.url));
  const t = checkMessages.in(locale);
  /** An answer that is not a redirect, with what the page adds to it. */
  const answer = async (body: LeadActionData, init?: number | ResponseInit) =>
    data<LeadActionData>(await enriched(body, locale, options.enrich), init);

  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return answer(
      {
        status: "invalid",
        errors: { _form: t("server.unreadable") },
        values: {},
      },
      { status: 400 },
    );
  }
  const consent = consentOf(form, formData, locale);
  // The optional boxes ticked are kept with the values, so a form shown
  // again after a refusal keeps them ticked (and only then).
  const typed = valuesFromFormData(form, formData);
  const values = {
    ...typed,
    ...Object.fromEntries(
      consent.purposes
        .filter((purpose) => purpose !== REQUEST_PURPOSE)
        .map((purpose) => [consentFieldName(purpose), "yes"] as const),
    ),
  };

  const limit = limiter().take(clientLimitKey(request));
  if (!limit.allowed) {
    return answer(
      {
        status: "rate-limited",
        values,
        message: t("server.rateLimited", {
          minutes: Math.ceil(limit.retryAfterSeconds / 60),
          phone: site.tollFree,
        }),
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  const validation = validateLead(form, typed, locale);
  if (!validation.success)
    return answer({ status: "invalid", errors: validation.errors, values }, { status: 400 });

  /** 503 with Retry-After: the visitor keeps what they typed and is told to send it again. */
  const unavailable = (retryAfterSeconds?: number) =>
    answer(
      { status: "unavailable", values, message: t("server.unavailable", { phone: site.tollFree }) },
      sourceUnavailableInit(retryAfterSeconds),
    );

  let stored: StoredLead;
  try {
    const prepared = options.prepare
      ? await options.prepare(validation.data, locale)
      : { ok: true as const, data: validation.data };
    if (!prepared.ok)
      return answer({ status: "invalid", errors: prepared.errors, values }, { status: 400 });
    const session = await checkFormSession(form, formData.get(FORM_SESSION_FIELD));
    const alongside = options.alongside;
    stored = await storeLead(getDatabase().db, {
      form,
      sessionKey: session.key,
      data: prepared.data,
      locale,
      spamReason: spamReason(formData.get(HONEYPOT_FIELD), session),
      clientIp,
      userAgent: request.headers.get("user-agent") ?? "",
      consent,
      ...(alongside
        ? { alongside: (trx, leadId) => alongside(trx, leadId, prepared.data, locale) }
        : {}),
    });
    if (stored.spam) log.warn({ leadId: stored.leadId, form }, "lead stored as spam");
  } catch (error) {
    if (error instanceof LeadRefusal)
      return answer(
        { status: "invalid", errors: { [error.field]: error.message }, values },
        { status: 409 },
      );
    // Another process holding the write lock (ADR 35) is brief and expected: one line, no stack.
    if (isDatabaseBusy(error)) {
      log.warn({ form }, "lead not stored: the database is busy; asked to send again");
      return unavailable(BUSY_RETRY_AFTER_SECONDS);
    }
    // The error's name, code and message only (serializeError): a database error's detail can quote the lead.
    log.error({ err: error, form }, "could not store a lead");
    return unavailable();
  }
  const next = options.next
    ? await options.next(stored, locale).catch((error: unknown) => {
        // Stored is stored: a failure to say more than "thank you" must not ask for it again.
        log.error({ err: error, leadId: stored.leadId }, "lead stored; its confirmation failed");
        return localizeHref(THANK_YOU_PATH, locale);
      })
    : localizeHref(THANK_YOU_PATH, locale);
  return typeof next === "string" ? redirect(next) : answer(next);
}

/**
 * The consent a submission gives (ADR 62): the version of the notice the
 * form showed in its language, the request itself and each optional purpose
 * whose box was ticked, and where it was sent from. A channel that is not
 * one of ours is a plain post: that is what a form sent without our script is.
 */
function consentOf(form: LeadFormId, formData: FormData, locale: Locale): GivenConsent {
  const notice = leadNoticeIn(form, locale);
  const channel = formData.get(CONSENT_CHANNEL_FIELD);
  return {
    noticeVersion: noticeVersion(notice),
    locale,
    purposes: givenPurposes(notice, (purpose) => formData.get(consentFieldName(purpose)) === "yes"),
    channel: isConsentChannel(channel) ? channel : "no-js",
    at: new Date(),
  };
}

/** The answer with what the page adds, or as it is when that fails (the database may be why). */
async function enriched(
  body: LeadActionData,
  locale: Locale,
  enrich: LeadSubmissionOptions["enrich"],
): Promise<LeadActionData> {
  if (!enrich) return body;
  try {
    return await enrich(body, locale);
  } catch {
    return body;
  }
}

/** What the staff leads list shows for each untrusted session; the first words stay machine-readable. */
const sessionProblemReasons: Record<FormSessionProblem, string> = {
  missing: "form session missing (not sent from a form this site served)",
  malformed: "form session malformed",
  unsigned: "form session unsigned (signature removed or never signed)",
  "bad-signature": "form session bad-signature (forged, or issued for another form)",
  "from-the-future": "form session from-the-future (issue time later than now)",
};

/**
 * Why a submission is spam, or undefined. A session this server did not sign
 * counts like a form filled too fast: every form it serves carries a signed
 * one (the header dialog fetches its own), so only a bot lacks it.
 */
function spamReason(
  honeypot: FormDataEntryValue | null,
  session: CheckedFormSession,
  now = Date.now(),
): string | undefined {
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "honeypot field filled";
  if (session.problem !== undefined) return sessionProblemReasons[session.problem];
  const seconds = (now - session.issuedAt) / 1000;
  if (seconds < getEnv().LEADS_MIN_FILL_SECONDS)
    return `filled in ${seconds.toFixed(1)} s (faster than a person can)`;
  return undefined;
}
