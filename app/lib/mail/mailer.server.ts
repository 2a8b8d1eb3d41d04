import nodemailer from "nodemailer";
import { DKIM_SIGNED_HEADERS } from "./dkim.server";
import { mailMessageSchema, type MailMessage, type ValidMailMessage } from "./message";
import {
  NOT_CONFIGURED,
  classifySmtpError,
  type SendFailure,
  type SendResult,
} from "./send-result";
import type { SmtpConfig } from "./smtp-config.server";
import { timeOutsideCall } from "~/lib/metrics/outside-call.server";

/**
 * The one place that talks SMTP. Domain-free: investor alerts and staff
 * notices both hand it a finished message and get back a SendResult; it never
 * throws for a failed send. Each send opens its own connection (no pool), so a
 * connection that broke cannot poison the next mail and nothing is left open
 * between the worker's rounds. With a DKIM key configured it signs every mail
 * (dkim.server.ts says which headers).
 */
export interface Mailer {
  /** False when SMTP_URL is not set: every send then answers NOT_CONFIGURED. */
  readonly configured: boolean;
  send(message: MailMessage): Promise<SendResult>;
}

export function createMailer(config: SmtpConfig | undefined): Mailer {
  if (!config) {
    return {
      configured: false,
      async send(message) {
        // Still checked, so a malformed message is reported as such even before mail is set up.
        const checked = check(message);
        return "failure" in checked ? checked.failure : NOT_CONFIGURED;
      },
    };
  }
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    requireTLS: config.requireTLS,
    ...(config.auth ? { auth: { user: config.auth.user, pass: config.auth.pass } } : {}),
    ...(config.tlsCa ? { tls: { ca: config.tlsCa } } : {}),
    connectionTimeout: config.timeouts.connectionMs,
    greetingTimeout: config.timeouts.greetingMs,
    socketTimeout: config.timeouts.socketMs,
    dnsTimeout: config.timeouts.connectionMs,
    // Closing politely must not hold the worker either.
    socketCloseTimeout: Math.min(config.timeouts.socketMs, 5_000),
    ...(config.dkim
      ? {
          dkim: {
            domainName: config.dkim.domain,
            keySelector: config.dkim.selector,
            privateKey: config.dkim.privateKey,
            headerFieldNames: DKIM_SIGNED_HEADERS.join(":"),
          },
        }
      : {}),
  });

  const deliver = async (m: ValidMailMessage): Promise<SendResult> => {
    try {
      const info = await transport.sendMail({
        from: config.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        // RFC 3834: everything this mailer sends is written by the site, not a person, so
        // vacation responders and autoresponders do not answer it.
        headers: { ...m.headers, "Auto-Submitted": "auto-generated" },
        ...(m.messageId ? { messageId: m.messageId } : {}),
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
        ...(m.attachments.length > 0 ? { attachments: m.attachments } : {}),
        // The step timeouts above do not bound a server that answers every step slowly.
        signal: AbortSignal.timeout(config.timeouts.sendMs),
      });
      return { ok: true, messageId: info.messageId, response: String(info.response ?? "") };
    } catch (error) {
      return classifySmtpError(error, config.timeouts.sendMs);
    }
  };

  return {
    configured: true,
    async send(message) {
      const checked = check(message);
      if ("failure" in checked) return checked.failure;
      const m = checked.message;
      // Only the SMTP conversation is timed: a message refused above never left.
      return timeOutsideCall(
        "smtp",
        "send",
        () => deliver(m),
        (result) => !result.ok,
      );
    },
  };
}

function check(message: MailMessage): { message: ValidMailMessage } | { failure: SendFailure } {
  const parsed = mailMessageSchema.safeParse(message);
  if (parsed.success) return { message: parsed.data };
  const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "message"}: ${i.message}`);
  return {
    failure: { ok: false, retryable: false, kind: "invalid-message", error: issues.join("; ") },
  };
}
