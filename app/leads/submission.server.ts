import { data, redirect } from "react-router";
import { site } from "~/content/site";
import { BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from "~/db/busy";
import { getDatabase } from "~/db/client.server";
import { storeLead } from "~/leads/store.server";
import { sourceUnavailableInit } from "~/lib/cache";
import { getEnv } from "~/lib/env.server";
import {
  FORM_SESSION_FIELD,
  checkFormSession,
  type CheckedFormSession,
  type FormSessionProblem,
} from "~/leads/form-session.server";
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
  type LeadValues,
} from "~/leads/lead-forms";
import { HONEYPOT_FIELD, type LeadActionData } from "~/leads/lead-result";
import { formLocale } from "~/leads/form-locale";
import { checkMessages, type CheckTranslate } from "~/leads/checks/messages";
import { localizeHref } from "~/lib/i18n/locales";

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

export interface LeadSubmissionOptions {
  /**
   * Completes the checked values before they are stored: a page may replace
   * what only the server can vouch for (the consultation page works out a
   * paint budget estimate again from its inputs).
   */
  complete?: (data: LeadData) => LeadData;
}

export async function handleLeadSubmission(
  request: Request,
  form: LeadFormId,
  options: LeadSubmissionOptions = {},
) {
  const clientIp = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
  const locale = formLocale(new URL(request.url));
  const t = checkMessages.in(locale);

  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return data<LeadActionData>(
      {
        status: "invalid",
        errors: { _form: t("server.unreadable") },
        values: {},
      },
      { status: 400 },
    );
  }
  const values = valuesFromFormData(form, formData);

  const limit = limiter().take(clientLimitKey(request));
  if (!limit.allowed) {
    return data<LeadActionData>(
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

  const validation = validateLead(form, values, locale);
  if (!validation.success) {
    return data<LeadActionData>(
      { status: "invalid", errors: validation.errors, values },
      { status: 400 },
    );
  }

  try {
    const session = await checkFormSession(form, formData.get(FORM_SESSION_FIELD));
    const stored = await storeLead(getDatabase().db, {
      form,
      sessionKey: session.key,
      data: options.complete ? options.complete(validation.data) : validation.data,
      locale,
      spamReason: spamReason(formData.get(HONEYPOT_FIELD), session),
      clientIp,
      userAgent: request.headers.get("user-agent") ?? "",
    });
    if (stored.spam) console.warn(`[leads] lead ${stored.leadId} (${form}) stored as spam`);
  } catch (error) {
    // Another process holding the write lock (ADR 35) is brief and expected: one line, no stack.
    if (isDatabaseBusy(error)) {
      console.warn(
        `[leads] a ${form} lead was not stored: the database is busy; asked to send again`,
      );
      return unavailable(values, t, BUSY_RETRY_AFTER_SECONDS);
    }
    console.error(`[leads] could not store a ${form} lead:`, error);
    return unavailable(values, t);
  }
  return redirect(localizeHref(THANK_YOU_PATH, locale));
}

/** 503 with Retry-After: the visitor keeps what they typed and is told to send it again. */
function unavailable(values: LeadValues, t: CheckTranslate, retryAfterSeconds?: number) {
  return data<LeadActionData>(
    {
      status: "unavailable",
      values,
      message: t("server.unavailable", { phone: site.tollFree }),
    },
    sourceUnavailableInit(retryAfterSeconds),
  );
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
