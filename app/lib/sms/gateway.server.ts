import { DltTemplateError, fillTemplate } from "./dlt";
import type { SmsConfig } from "./sms-config.server";
import { timeOutsideCall } from "~/lib/metrics/outside-call.server";

/**
 * The one place that talks to the SMS gateway: Kaleyra's REST API
 * (POST <base>/v1/<SID>/messages, ADR 45). Domain-free: a caller names the
 * DLT template and its variables and gets an SmsResult back; it never throws
 * for a failed send. A booked visit's texts use it, and one-time codes will.
 *
 * The request, as Kaleyra documents it: an `api-key` header and a form body
 * with `to` (+91 and the 10 digits), `sender` (the DLT header), `type=TXN`,
 * `body` (the registered template with its variables filled), `template_id`
 * (the DLT template id) and `unicode=1` when the text is not plain ASCII
 * (Hindi, or "₹"). A 2xx answer is JSON with the request's `id` and a
 * `data` list holding each recipient's `message_id`; an error answer is a
 * 4xx or 5xx whose JSON carries `code` and `message`.
 */
export interface SmsMessage {
  /** An Indian mobile: its 10 digits, or with +91, 91 or 0 before them. */
  to: string;
  /** The DLT template id the text was registered under. */
  templateId: string;
  /** The registered text, with {#var#} where each variable goes. */
  template: string;
  variables: readonly string[];
  /** Our own reference for the text (Kaleyra's `ref`), e.g. "visit-message-12"; no personal data. */
  ref?: string;
}

export type SmsResult = SmsSent | SmsFailure;

export interface SmsSent {
  ok: true;
  /** The gateway's id of the text, for its delivery reports. */
  messageId: string;
  status: number;
}

export type SmsFailureKind =
  /** Our message is malformed (our bug): sending it again cannot help. */
  | "invalid-message"
  /** The gateway refused this text (4xx): a number it will not take, a template mismatch. */
  | "rejected"
  /** The gateway refused our key (401/403): a configuration fault staff can fix. */
  | "auth"
  /** Busy or failing for now (408, 429, 5xx). */
  | "temporary"
  /** No connection: refused, reset, DNS. */
  | "connection"
  /** No whole answer within the timeout. */
  | "timeout"
  /** A 2xx answer we cannot read. */
  | "other";

export interface SmsFailure {
  ok: false;
  /** False when another attempt cannot help: the queue dead-letters it at once. */
  retryable: boolean;
  kind: SmsFailureKind;
  /** One line for the staff area and logs: never the number, never the key. */
  error: string;
  /** The gateway's HTTP status, when it answered. */
  status?: number;
}

export interface SmsGateway {
  send(message: SmsMessage): Promise<SmsResult>;
}

const INDIAN_MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;

/** "+91 98765 43210" → "+919876543210", or undefined when it is not an Indian mobile. */
export function gatewayNumber(to: string): string | undefined {
  const digits = INDIAN_MOBILE.exec(to.replace(/[\s()-]/g, ""));
  return digits ? `+91${digits[1]}` : undefined;
}

/** Any run of 6 or more digits hidden, so an answer that echoes the number does not log it. */
export function withoutNumbers(text: string): string {
  return text.replace(/\+?\d[\d\s-]{4,}\d/g, "[number]");
}

function oneLine(text: string, max = 300): string {
  return withoutNumbers(text.replace(/\s+/g, " ").trim()).slice(0, max);
}

const failure = (
  kind: SmsFailureKind,
  retryable: boolean,
  error: string,
  status?: number,
): SmsFailure => ({
  ok: false,
  retryable,
  kind,
  error: oneLine(error),
  ...(status !== undefined ? { status } : {}),
});

/** What the gateway said went wrong, from its JSON (code and message) or the status alone. */
function gatewayError(status: number, text: string): string {
  let detail = "";
  try {
    const body = JSON.parse(text) as {
      code?: unknown;
      message?: unknown;
      error?: unknown;
    };
    const fields =
      body.error && typeof body.error === "object"
        ? Object.entries(body.error as Record<string, unknown>)
            .map(([k, v]) => `${k}: ${String(v)}`)
            .join("; ")
        : "";
    detail = [body.code, body.message, fields]
      .filter((v) => typeof v === "string" && v !== "")
      .join(" ");
  } catch {
    detail = text.slice(0, 120);
  }
  return `the SMS gateway answered ${status}${detail ? `: ${detail}` : ""}`;
}

function classifyStatus(status: number, text: string): SmsFailure {
  const error = gatewayError(status, text);
  if (status === 401 || status === 403) return failure("auth", true, error, status);
  if (status === 408 || status === 425 || status === 429 || status >= 500)
    return failure("temporary", true, error, status);
  return failure("rejected", false, error, status);
}

/** A 2xx answer: the message id, or why it is not an acceptance. */
function accepted(status: number, text: string): SmsResult {
  let body: {
    id?: unknown;
    data?: Array<{ message_id?: unknown }>;
    error?: unknown;
    message?: unknown;
  };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return failure("other", true, `the SMS gateway answered ${status} with no JSON`, status);
  }
  const error = body.error;
  if (error && typeof error === "object" && Object.keys(error).length > 0)
    return failure("rejected", false, gatewayError(status, text), status);
  const id = body.data?.[0]?.message_id ?? body.id;
  if (typeof id !== "string" || id === "")
    return failure(
      "other",
      true,
      `the SMS gateway answered ${status} without a message id`,
      status,
    );
  return { ok: true, messageId: id, status };
}

/** Sorts an error fetch() threw: the timeout, or a connection that failed. */
function networkFailure(error: unknown, timeoutMs: number): SmsFailure {
  const e = error as { name?: string; cause?: { code?: string; message?: string } };
  if (e?.name === "TimeoutError" || e?.name === "AbortError")
    return failure("timeout", true, `the SMS gateway gave no answer within ${timeoutMs} ms`);
  const code = e?.cause?.code ?? "";
  const message = e?.cause?.message ?? (error instanceof Error ? error.message : String(error));
  return failure("connection", true, `could not reach the SMS gateway: ${code || message}`);
}

export function createSmsGateway(config: SmsConfig, fetchImpl: typeof fetch = fetch): SmsGateway {
  const endpoint = `${config.baseUrl}/messages`;
  return {
    async send(message) {
      const to = gatewayNumber(message.to);
      if (!to) return failure("invalid-message", false, "the number is not an Indian mobile");
      if (!/^\d{6,25}$/.test(message.templateId))
        return failure("invalid-message", false, "the DLT template id must be digits");
      let body: string;
      try {
        body = fillTemplate(message.template, message.variables);
      } catch (error) {
        if (error instanceof DltTemplateError)
          return failure(
            "invalid-message",
            false,
            `the text does not fit its template: ${error.message}`,
          );
        throw error;
      }
      const form = new URLSearchParams({
        to,
        sender: config.senderId,
        type: "TXN",
        body,
        template_id: message.templateId,
      });
      // Anything past ASCII (Devanagari, "₹") goes as UCS-2, which Kaleyra must be told.
      if (/[^\x20-\x7e\n]/.test(body)) form.set("unicode", "1");
      if (message.ref) form.set("ref", message.ref);
      const signal = AbortSignal.timeout(config.timeoutMs);
      // Only the call itself is timed: a text refused above never left.
      return timeOutsideCall(
        "sms",
        "send",
        () => post(form, signal),
        (result) => !result.ok,
      );
    },
  };

  async function post(form: URLSearchParams, signal: AbortSignal): Promise<SmsResult> {
    try {
      const response = await fetchImpl(endpoint, {
        method: "POST",
        headers: {
          "api-key": config.apiKey,
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
        },
        body: form.toString(),
        signal,
        redirect: "error",
      });
      // The body is read under the same timeout: a gateway that drips its answer is cut off.
      const text = await response.text();
      if (response.status >= 200 && response.status < 300) return accepted(response.status, text);
      return classifyStatus(response.status, text);
    } catch (error) {
      return networkFailure(signal.aborted ? signal.reason : error, config.timeoutMs);
    }
  }
}
