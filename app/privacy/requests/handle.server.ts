import { data, redirect } from "react-router";
import { getDatabase } from "~/db/client.server";
import { getEnv } from "~/lib/env.server";
import { cleanText } from "~/lib/forms/fields";
import { clientLimitKey } from "~/lib/forms/rate-limit.server";
import { localeOfPath } from "~/lib/i18n/locales";
import { isChannel, contactOf, maskedContact } from "../identity/contact";
import { proveCode, requestCode } from "../identity/prove.server";
import {
  clearedPrivacySessionCookie,
  privacySessionCookie,
  provenContact,
} from "../identity/session.server";
import { privacyMessages } from "../messages";
import { carryOut } from "./carry-out.server";
import { DETAILS_MAX, immediateKinds, isRequestKind, kindsNeedingDetails } from "./kinds";
import { createRequest, requestsOf } from "./store.server";
import type { ActionAnswer, PageData } from "./types";

/**
 * /privacy/requests, on the server (ADR 63). Three steps, each a plain form
 * that works without JavaScript: ask for a code (by text or mail), type it,
 * then make a request and read the answers to earlier ones. Every answer is
 * "private, no-store": it may name the person's data.
 */
export const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loadPage(request: Request): Promise<PageData> {
  const contact = provenContact(request);
  if (!contact) return { step: "prove" };
  return {
    step: "proven",
    contact: maskedContact(contact),
    channel: contact.channel,
    requests: await requestsOf(getDatabase().db, contact),
  };
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function handlePage(request: Request) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const t = privacyMessages.in(locale);
  const https = url.protocol === "https:";
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    form = new FormData();
  }
  const db = getDatabase().db;
  const intent = field(form, "intent");

  if (intent === "send-code") {
    const channel = field(form, "channel");
    if (!isChannel(channel))
      return data<ActionAnswer>(
        { step: "prove", notice: t("prove.error.channel") },
        { status: 400 },
      );
    const typed = cleanText(field(form, channel === "sms" ? "mobile" : "email")).slice(0, 300);
    const contact = contactOf(channel, typed);
    if (!contact) {
      const name = channel === "sms" ? "mobile" : "email";
      return data<ActionAnswer>(
        {
          step: "prove",
          channel,
          value: typed,
          errors: { [name]: t(channel === "sms" ? "prove.error.mobile" : "prove.error.address") },
        },
        { status: 400 },
      );
    }
    const env = getEnv();
    const sent = await requestCode(
      db,
      { contact, clientKey: clientLimitKey(request), locale },
      {
        perContact: env.PRIVACY_CODES_PER_CONTACT_PER_HOUR,
        perClient: env.PRIVACY_CODES_PER_CLIENT_PER_HOUR,
      },
    );
    if (sent.status === "limited")
      return data<ActionAnswer>(
        {
          step: "prove",
          channel,
          value: typed,
          notice: t("prove.limited", { minutes: Math.ceil(sent.retryAfterSeconds / 60) }),
        },
        { status: 429, headers: { "Retry-After": String(sent.retryAfterSeconds) } },
      );
    return data<ActionAnswer>({
      step: "code",
      channel,
      contact: maskedContact(contact),
      challenge: sent.challenge,
    });
  }

  if (intent === "check-code") {
    const challenge = field(form, "challenge");
    const code = field(form, "code").replace(/\s/g, "");
    const proof = await proveCode(db, challenge, code);
    if (proof.ok)
      // Post, redirect, get: the page then loads as the proven person, and a reload posts nothing.
      throw redirect(url.pathname, {
        headers: { "Set-Cookie": privacySessionCookie(proof.contact, https) },
      });
    if (proof.reason === "wrong" && proof.contact)
      return data<ActionAnswer>(
        {
          step: "code",
          channel: proof.contact.channel,
          contact: maskedContact(proof.contact),
          challenge,
          error: code
            ? t("code.error.wrong", { triesLeft: proof.triesLeft })
            : t("code.error.empty"),
        },
        { status: 400 },
      );
    return data<ActionAnswer>({ step: "prove", notice: t("code.error.spent") }, { status: 400 });
  }

  if (intent === "finish")
    throw redirect(url.pathname, { headers: { "Set-Cookie": clearedPrivacySessionCookie(https) } });

  if (intent === "make-request") {
    const contact = provenContact(request);
    // The session ran out (or never was): back to the first step.
    if (!contact)
      return data<ActionAnswer>({ step: "prove", notice: t("code.error.spent") }, { status: 401 });
    const kind = field(form, "kind");
    const details = cleanText(field(form, "details"));
    const errors: Partial<Record<"kind" | "details" | "confirm", string>> = {};
    if (!isRequestKind(kind)) errors.kind = t("ask.error.kind");
    else if (kindsNeedingDetails.includes(kind) && !details)
      errors.details = t("ask.error.details");
    if (details.length > DETAILS_MAX) errors.details = t("ask.error.tooLong", { max: DETAILS_MAX });
    if (kind === "erase" && field(form, "confirm") !== "yes")
      errors.confirm = t("erase.error.confirm");
    if (!isRequestKind(kind) || Object.keys(errors).length > 0)
      return data<ActionAnswer>(
        { step: "asked", ...(isRequestKind(kind) ? { kind } : {}), details, errors },
        { status: 400 },
      );
    const result = immediateKinds.includes(kind)
      ? await carryOut(db, kind, contact, locale)
      : ({ done: false } as const);
    const stored = await createRequest(db, {
      kind,
      contact,
      locale,
      details: details || undefined,
      ...(result.done ? { completed: { outcome: result.outcome } } : {}),
    });
    return data<ActionAnswer>({
      step: "done",
      kind,
      reference: stored.reference,
      carriedOut: result.done,
      ...(result.done && result.summary ? { summary: result.summary } : {}),
    });
  }

  return data<ActionAnswer>({ step: "prove" }, { status: 400 });
}
