import { getEnv, type Env } from "~/lib/env.server";

/**
 * The SMS gateway's settings (ADR 45), read from SMS_*. Undefined when
 * SMS_API_URL is not set: texts then wait in their queue, unsent, as mails do
 * without SMTP_URL, and go out once the gateway is configured.
 */
export interface SmsConfig {
  /** Kaleyra's base address with the account SID: https://api.in.kaleyra.io/v1/<SID>. */
  baseUrl: string;
  apiKey: string;
  /** The DLT-registered header the texts go out under. */
  senderId: string;
  /** DLT template ids by our template's name ("visit-booked.hi"). */
  templateIds: ReadonlyMap<string, string>;
  /** The whole request, from connecting to the last byte of the answer. */
  timeoutMs: number;
}

/** "a=1, b=2" as a map; parseEnv has checked the shape. */
export function parseTemplateIds(value: string | undefined): Map<string, string> {
  const ids = new Map<string, string>();
  for (const pair of (value ?? "").split(",")) {
    const [name, id] = pair.split("=").map((part) => part.trim());
    if (name && id) ids.set(name, id);
  }
  return ids;
}

export function smsConfigFromEnv(env: Env = getEnv()): SmsConfig | undefined {
  if (!env.SMS_API_URL || !env.SMS_API_KEY || !env.SMS_SENDER_ID) return undefined;
  return {
    baseUrl: env.SMS_API_URL.replace(/\/+$/, ""),
    apiKey: env.SMS_API_KEY,
    senderId: env.SMS_SENDER_ID,
    templateIds: parseTemplateIds(env.SMS_TEMPLATE_IDS),
    timeoutMs: env.SMS_TIMEOUT_MS,
  };
}

/** Where texts go, for the start-up line: never the key. */
export function describeSms(config: SmsConfig): string {
  const url = new URL(config.baseUrl);
  return `${url.origin}${url.pathname} as ${config.senderId} (${config.templateIds.size} templates)`;
}
