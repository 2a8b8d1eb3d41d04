import { mailMessages } from "./messages";

/**
 * What became of one send. `retryable` is the only thing a delivery worker
 * needs: true keeps the mail queued for another attempt (with backoff, up to
 * the attempt cap), false settles it as undeliverable at once.
 */
export type SendResult = SendSuccess | SendFailure | NotConfigured;

export interface SendSuccess {
  ok: true;
  /** The Message-ID header sent, "<…@…>". */
  messageId: string;
  /** The server's final reply, e.g. "250 2.0.0 Ok: queued as 4Xb2…". */
  response: string;
}

export type FailureKind =
  /** The message itself is malformed (our bug): sending it again cannot help. */
  | "invalid-message"
  /** No connection: refused, reset, DNS failure. */
  | "connection"
  /** The server stayed silent past a step's timeout, or the whole send's. */
  | "timeout"
  /** TLS failed, or the server offered no STARTTLS where it is required. */
  | "tls"
  /** The server refused our credentials (a configuration fault, fixed by staff). */
  | "auth"
  /** A 4xx reply: try again later (greylisting, a full queue, "421 too busy"). */
  | "temporary"
  /** A 5xx reply to MAIL FROM: our sender address is refused (a configuration fault). */
  | "sender-rejected"
  /** A 5xx reply to RCPT TO: this address does not take mail. */
  | "recipient-rejected"
  /** A 5xx reply to DATA: this message is refused (size, content policy). */
  | "message-rejected"
  /** Anything else: kept for another attempt. */
  | "other";

export interface SendFailure {
  ok: false;
  retryable: boolean;
  notConfigured?: false;
  kind: FailureKind;
  /** One line for the staff area and logs; never a password. */
  error: string;
  /** The SMTP reply code, when the server gave one. */
  responseCode?: number;
}

export interface NotConfigured {
  ok: false;
  retryable: true;
  notConfigured: true;
  error: string;
}

export const NOT_CONFIGURED: NotConfigured = Object.freeze({
  ok: false,
  retryable: true,
  notConfigured: true,
  error: mailMessages.notConfiguredError,
});

/** The fields nodemailer puts on its errors (see nodemailer's errors.d.ts). */
interface SmtpErrorFields {
  code?: string;
  command?: string;
  responseCode?: number;
  permanent?: boolean;
  message?: string;
}

/**
 * Sorts a nodemailer error. A permanent (5xx) refusal of the recipient or of
 * the message cannot succeed later, so it is not retryable. Every other
 * failure is: the network, a silent server, a 4xx reply, or a fault in our own
 * settings (credentials, sender) that staff can fix before the next attempt.
 */
export function classifySmtpError(error: unknown, sendTimeoutMs: number): SendFailure {
  const e: SmtpErrorFields = typeof error === "object" && error !== null ? error : {};
  const message = oneLine(e.message ?? String(error));
  const code = e.responseCode;
  const failure = (kind: FailureKind, retryable: boolean, text = message): SendFailure => ({
    ok: false,
    retryable,
    kind,
    error: text,
    ...(code ? { responseCode: code } : {}),
  });

  if (e.code === "EABORT")
    return failure("timeout", true, mailMessages.sendTimedOut(sendTimeoutMs));
  if (e.code === "ETIMEDOUT") return failure("timeout", true);
  // Whatever the reply code, these are faults of the connection or of our settings.
  if (e.code === "ETLS" || e.code === "EREQUIRETLS") return failure("tls", true);
  if (e.code === "EAUTH" || e.code === "ENOAUTH") return failure("auth", true);
  if (code !== undefined) {
    // nodemailer sets `permanent` from the reply class (5xx except 503, "bad sequence").
    const permanent = e.permanent ?? (code >= 500 && code !== 503);
    if (!permanent) return failure("temporary", true);
    if (e.command === "RCPT TO") return failure("recipient-rejected", false);
    if (e.code === "EMESSAGE" || e.command === "DATA") return failure("message-rejected", false);
    if (e.command === "MAIL FROM") return failure("sender-rejected", true);
    return failure("other", true);
  }
  if (e.code === "ECONNECTION" || e.code === "ESOCKET" || e.code === "EDNS") {
    return failure("connection", true);
  }
  return failure("other", true);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, 500);
}
