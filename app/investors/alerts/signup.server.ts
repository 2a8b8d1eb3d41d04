import { noticeVersion } from "~/lib/privacy/notice-version.server";
import { alertNoticeIn } from "./notice";
import { data } from "react-router";
import { z } from "zod";
import { getDatabase } from "~/db/client.server";
import { checkFormSession, FORM_SESSION_FIELD } from "~/leads/submit/form-session-signer.server";
import { HONEYPOT_FIELD } from "~/leads/forms/lead-result";
import { getEnv } from "~/lib/env.server";
import { SlidingWindowLimiter, clientLimitKey } from "~/lib/forms/rate-limit.server";
import { localeOfPath } from "~/lib/i18n/locales";
import { singleton } from "~/lib/singleton.server";
import {
  ALERT_FORM,
  choicesFromForm,
  type AlertFormAnswer,
  type AlertFormValues,
} from "./alert-form";
import {
  MAX_ADDRESS,
  MAX_LOCAL_PART,
  addressLengths,
  isTooLongForMail,
  mailboxOf,
} from "./mailbox";
import { alertMessages } from "./messages";
import { alertCategories, requestSubscription } from "./subscriptions.server";
import { logFor } from "~/lib/log/logger.server";

const log = logFor("alerts");

/**
 * The sign-up form's action, with the lead forms' defences: the per-client
 * hourly limit (LEADS_RATE_LIMIT_PER_HOUR; an IPv6 client is its /64), the
 * honeypot, and the signed form session with its minimum fill time. Past
 * those, requestSubscription limits the mail itself: one an hour per mailbox
 * (answered like any other sign-up) and ALERTS_CONFIRMATIONS_PER_DOMAIN_PER_HOUR
 * per recipient domain (a 429 that names the domain, which tells nothing of
 * any one address). A bot's sign-up is answered like anyone
 * else's and stored nowhere, so it learns nothing; so is every valid address,
 * subscribed or not (requestSubscription decides which mail, if any, it gets).
 */
const limiter = () =>
  singleton(
    "alert-rate-limiter",
    () => new SlidingWindowLimiter(getEnv().LEADS_RATE_LIMIT_PER_HOUR, 60 * 60 * 1000),
  );

const email = z.email();

export async function handleAlertSignup(request: Request) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const t = alertMessages.in(locale);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    form = new FormData();
  }
  const values = choicesFromForm(form);
  const limit = limiter().take(clientLimitKey(request));
  if (!limit.allowed)
    return tooMany(
      values,
      t("error.rateLimited", { minutes: minutes(limit.retryAfterSeconds) }),
      limit.retryAfterSeconds,
    );
  const categories = values.categories.filter((c) => alertCategories.includes(c));
  const errors = {
    ...(isTooLongForMail(values.email)
      ? {
          email: t("error.emailTooLong", {
            maxLocal: MAX_LOCAL_PART,
            maxTotal: MAX_ADDRESS,
            ...addressLengths(values.email),
          }),
        }
      : email.safeParse(values.email).success
        ? {}
        : { email: t("error.email") }),
    ...(values.scope === "only" && categories.length === 0
      ? { categories: t("error.categories") }
      : {}),
  };
  if (Object.keys(errors).length > 0)
    return data<AlertFormAnswer>({ status: "invalid", errors, values }, { status: 400 });
  const sent = data<AlertFormAnswer>({ status: "sent", email: values.email });
  try {
    if (await isSpam(form)) {
      log.warn("a sign-up failed the spam checks; nothing stored");
      return sent;
    }
    const outcome = await requestSubscription(getDatabase().db, {
      email: values.email,
      locale,
      choices: { all: values.scope === "all", categories, digest: values.frequency === "digest" },
      // The form is always a plain post from its page (it has no script of its own).
      consent: { noticeVersion: noticeVersion(alertNoticeIn(locale)), channel: "page" },
    });
    if (typeof outcome === "object")
      return tooMany(
        values,
        t("error.domainLimited", {
          domain: mailboxOf(values.email).domain,
          minutes: minutes(outcome.retryAfterSeconds),
        }),
        outcome.retryAfterSeconds,
      );
  } catch (error) {
    log.error({ err: error }, "could not store a sign-up");
    return data<AlertFormAnswer>(
      { status: "unavailable", values, message: t("error.unavailable") },
      { status: 503, headers: { "Retry-After": "60" } },
    );
  }
  return sent;
}

const minutes = (seconds: number) => Math.ceil(seconds / 60);

/** Every 429 says when to come back, in the header and in words. */
function tooMany(values: AlertFormValues, message: string, retryAfterSeconds: number) {
  return data<AlertFormAnswer>(
    { status: "rate-limited", values, message },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}

async function isSpam(form: FormData, now = Date.now()): Promise<boolean> {
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return true;
  const session = await checkFormSession(ALERT_FORM, form.get(FORM_SESSION_FIELD), now);
  if (session.problem !== undefined) return true;
  return (now - session.issuedAt) / 1000 < getEnv().LEADS_MIN_FILL_SECONDS;
}
