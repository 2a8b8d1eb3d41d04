import type { DB } from "~/db/client.server";
import type { AttemptOutcome } from "~/db/outbox/consumer.server";
import type { RetryPolicy } from "~/db/outbox/queue.server";
import { startQueueWorker, type QueueWorker } from "~/db/outbox/worker.server";
import { localeInfo } from "~/lib/i18n/locales";
import { escapeHtml } from "~/lib/mail/compose";
import type { Mailer } from "~/lib/mail/mailer.server";
import { DLT_VARIABLE } from "~/lib/sms/dlt";
import { withoutNumbers, type SmsGateway } from "~/lib/sms/gateway.server";
import { privacyMessages } from "../messages";
import { codeEvents, deliverDueCodes, type CodeMessage } from "./code-store.server";
import type { Channel } from "./contact";

/**
 * How a one-time code reaches the person (ADR 63): a text through the SMS
 * adapter under its registered DLT template ("privacy-code.en",
 * "privacy-code.hi" in SMS_TEMPLATE_IDS), or a mail through SMTP. Each is a
 * delivery on the shared outbox queue (code-store.server.ts, deliverDueCodes):
 * a message that fails fails alone, with its error, up to the attempt cap.
 * Neither the code nor the destination is ever in a log line or an error.
 */
export interface CodeSenders {
  sms?: { gateway: SmsGateway; templateIds: ReadonlyMap<string, string> };
  mailer?: Mailer;
}

/** The code's text: the registered template's name, its text ({#var#}) and the code. */
export function codeSms(message: Pick<CodeMessage, "locale" | "code">) {
  const t = privacyMessages.in(message.locale);
  return {
    name: `privacy-code.${localeInfo(message.locale).code}`,
    template: t("sms.code", { code: DLT_VARIABLE }),
    variables: [message.code],
  };
}

/** The code's mail: plain text and HTML saying the same. */
export function codeMail(message: Pick<CodeMessage, "locale" | "code">, siteUrl: string) {
  const t = privacyMessages.in(message.locale);
  const subject = t("mail.subject");
  const lines = [t("mail.body", { code: message.code }), t("mail.ignore")];
  const reason = t("mail.reason", { site: new URL(siteUrl).host });
  const text = `${[subject, ...lines, `--\n${reason}`].join("\n\n")}\n`;
  const html = [
    "<!doctype html>",
    `<html lang="${escapeHtml(localeInfo(message.locale).code)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:16px;background:#ffffff;color:#1d2330;font:16px/1.5 sans-serif">',
    `<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(lines[0]!)}</p>`,
    `<p style="font-size:28px;letter-spacing:4px;font-weight:bold">${escapeHtml(message.code)}</p>`,
    `<p>${escapeHtml(lines[1]!)}</p>`,
    `<p style="margin-top:24px;border-top:1px solid #c5cad3;padding-top:12px;font-size:14px">${escapeHtml(reason)}</p>`,
    "</body></html>",
    "",
  ].join("\n");
  return { subject, text, html };
}

/** An error as stored: no address, no number (an SMTP refusal may quote the address). */
function withoutContact(text: string): string {
  return withoutNumbers(text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, "[address]"));
}

/** Sends one code on its channel. */
export async function sendCode(
  senders: CodeSenders,
  message: CodeMessage,
  siteUrl: string,
): Promise<AttemptOutcome> {
  if (message.channel === "sms") {
    const sms = senders.sms;
    if (!sms) return { ok: false, error: "SMS is not configured (SMS_API_URL)" };
    const text = codeSms(message);
    const templateId = sms.templateIds.get(text.name);
    if (!templateId)
      return { ok: false, error: `no DLT template id for ${text.name} in SMS_TEMPLATE_IDS` };
    const result = await sms.gateway.send({
      to: message.to,
      templateId,
      template: text.template,
      variables: text.variables,
      ref: `privacy-code-${message.id}`,
    });
    return result.ok
      ? { ok: true }
      : { ok: false, error: withoutContact(result.error), final: !result.retryable };
  }
  const mailer = senders.mailer;
  if (!mailer?.configured) return { ok: false, error: "mail is not configured (SMTP_URL)" };
  const result = await mailer.send({ to: message.to, ...codeMail(message, siteUrl) });
  return result.ok
    ? { ok: true }
    : { ok: false, error: withoutContact(result.error), final: !result.retryable };
}

/** The channels these senders can send on. */
export function codeChannels(senders: CodeSenders): Channel[] {
  return [
    ...(senders.sms ? (["sms"] as const) : []),
    ...(senders.mailer?.configured ? (["email"] as const) : []),
  ];
}

export function startCodeWorker(
  options: CodeSenders & {
    db: DB;
    siteUrl: string;
    policy: RetryPolicy;
    leaseMs: number;
    pollMs: number;
    log?: (line: string) => void;
  },
): QueueWorker {
  const batchSize = 10;
  const channels = codeChannels(options);
  return startQueueWorker({
    name: "[privacy codes]",
    pollMs: options.pollMs,
    batchSize,
    wakeOn: { emitter: codeEvents, event: "queued" },
    ...(options.log ? { log: options.log } : {}),
    async pass(workerId) {
      const pass = await deliverDueCodes(options.db, {
        workerId,
        batchSize,
        leaseMs: options.leaseMs,
        policy: options.policy,
        channels,
        send: (message) => sendCode(options, message, options.siteUrl),
        ...(options.log ? { log: options.log } : {}),
      });
      return pass.delivered + pass.retrying + pass.dead;
    },
  });
}
