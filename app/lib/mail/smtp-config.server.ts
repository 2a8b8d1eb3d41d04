import { getEnv, type Env } from "~/lib/env.server";
import type { DkimSettings } from "./dkim.server";
import { mailMessages } from "./messages";

/** How long the mailer waits; see docs/decisions/0020-investor-calendar-and-mail.md. */
export interface SmtpTimeouts {
  /** Setting the session up, from the DNS lookup to the end of a STARTTLS upgrade (nodemailer 10). */
  connectionMs: number;
  /** The server's first line ("220 …") after the connection opens; within connectionMs. */
  greetingMs: number;
  /** Any later silence on the socket: a reply to EHLO, AUTH, MAIL, RCPT or DATA. */
  socketMs: number;
  /** The whole send, however the time was split: a server that drips a byte at a time is cut off too. */
  sendMs: number;
}

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 10_000,
  sendMs: 60_000,
};

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (smtps://, usually port 465); otherwise STARTTLS when offered. */
  secure: boolean;
  auth?: { user: string; pass: string };
  /** Refuse to go on unencrypted when the server offers no STARTTLS. */
  requireTLS: boolean;
  /** The From header and envelope sender, e.g. "Kamo Paints <investors@kamopaints.in>". */
  from: string;
  timeouts: SmtpTimeouts;
  /** Extra trusted roots (PEM), for a relay with a private CA; the tests use it. */
  tlsCa?: string;
  /** Sign every mail with this key; unset when the relay signs (or nobody does). */
  dkim?: DkimSettings;
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Reads SMTP_URL. With credentials, a plain smtp:// connection to another
 * machine must upgrade with STARTTLS (requireTLS): otherwise a network that
 * strips the STARTTLS offer would get the password in clear. A relay on this
 * machine (port 25 of a local Postfix) may stay plain.
 */
export function parseSmtpUrl(
  value: string,
): Pick<SmtpConfig, "host" | "port" | "secure" | "auth" | "requireTLS"> {
  const url = new URL(value);
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got ${url.protocol}//`);
  }
  if (!url.hostname) throw new Error("SMTP_URL has no host");
  const secure = url.protocol === "smtps:";
  const user = decodeURIComponent(url.username);
  const auth = user ? { user, pass: decodeURIComponent(url.password) } : undefined;
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(auth ? { auth } : {}),
    requireTLS: !secure && auth !== undefined && !LOOPBACK.test(url.hostname),
  };
}

/** The mail settings, or undefined when SMTP_URL is not set (mails are then kept as not sent). */
export function smtpConfigFromEnv(env: Env = getEnv()): SmtpConfig | undefined {
  if (!env.SMTP_URL || !env.MAIL_FROM) return undefined;
  return {
    ...parseSmtpUrl(env.SMTP_URL),
    from: env.MAIL_FROM,
    timeouts: {
      connectionMs: env.SMTP_TIMEOUT_MS,
      greetingMs: env.SMTP_TIMEOUT_MS,
      socketMs: env.SMTP_TIMEOUT_MS,
      sendMs: env.SMTP_SEND_TIMEOUT_MS,
    },
    // parseEnv checked that all three are set or none, and replaced a key file's path by its PEM.
    ...(env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY
      ? {
          dkim: {
            domain: env.DKIM_DOMAIN,
            selector: env.DKIM_SELECTOR,
            privateKey: env.DKIM_PRIVATE_KEY,
          },
        }
      : {}),
  };
}

/** Where mail goes, for logs and the staff area: never the password. */
export function describeSmtp(config: SmtpConfig): string {
  const scheme = config.secure ? "smtps" : "smtp";
  const user = config.auth ? `${encodeURIComponent(config.auth.user)}@` : "";
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  return `${scheme}://${user}${host}:${config.port}`;
}

export type MailStatus =
  { configured: true; description: string } | { configured: false; notice: string };

/** What the server says about mail at start-up. */
export function mailStatus(config: SmtpConfig | undefined): MailStatus {
  if (!config) return { configured: false, notice: mailMessages.notConfigured };
  return { configured: true, description: mailMessages.configured(describeSmtp(config)) };
}
