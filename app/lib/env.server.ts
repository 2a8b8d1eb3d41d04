import path from "node:path";
import { z } from "zod";
import { isMailbox, parseMailbox } from "./mail/address";
import { DNS_NAME, DkimKeyError, dkimAligned, loadDkimKey } from "./mail/dkim.server";

/**
 * Every setting the server reads, validated once at start-up. Nothing else in
 * the code reads process.env; it imports `env` from here.
 */
const blankToUndefined = (v: string | undefined) =>
  v === undefined || v.trim() === "" ? undefined : v.trim();
const optionalUrl = z.string().optional().transform(blankToUndefined).pipe(z.url().optional());
const optionalText = z.string().optional().transform(blankToUndefined);

/** pino's levels, lowest written first; "silent" writes nothing. */
export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const envSchema = z.object({
  // "production" serves the built site; anything else enables developer conveniences.
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // TCP port the HTTP server listens on.
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // Interface to bind; 0.0.0.0 for containers, 127.0.0.1 to stay private.
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  // Folder for the embedded SQLite database and uploaded/generated files.
  DATA_DIR: z.string().trim().min(1).default("./data"),
  // When set (postgres://…), PostgreSQL is used instead of the embedded SQLite file.
  DATABASE_URL: optionalUrl.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: "must be a postgres:// or postgresql:// URL",
  }),
  // Public origin used for canonical links, Open Graph tags, the sitemap and feeds.
  SITE_URL: z.url().default("http://localhost:3000"),
  // Optional ERP adapter (catalogue, documents, blog, news, FAQ). Both or neither.
  ERP_BASE_URL: optionalUrl,
  ERP_TOKEN: optionalText,
  // Optional CRM adapter: where stored leads are forwarded. Both or neither.
  CRM_BASE_URL: optionalUrl,
  CRM_ACCOUNT_ID: optionalText,
  // Lead delivery worker: how often it looks for leads to forward (ms).
  CRM_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
  // A CRM request still unanswered after this long counts as failed (ms).
  CRM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // Longest query string on a CRM lead call (bytes); longer remarks are shortened.
  CRM_MAX_QUERY_BYTES: z.coerce.number().int().min(1_000).max(65_536).default(2_000),
  // Attempts before a lead is dead-lettered (kept, reported, re-queueable).
  CRM_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  // First retry delay (ms); doubles each attempt, with jitter, up to CRM_RETRY_CAP_MS.
  CRM_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
  CRM_RETRY_CAP_MS: z.coerce.number().int().min(10).max(86_400_000).default(1_800_000),
  // Outgoing mail: smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465; unset = kept, not sent.
  SMTP_URL: optionalUrl.refine((v) => v === undefined || /^smtps?:\/\/[^/?#]+\/?$/.test(v), {
    message: "must be smtp://[user:pass@]host[:port] or smtps://…, with nothing after the port",
  }),
  // Sender of every mail: "Kamo Paints Investor Relations <investors@kamopaints.in>" or an address.
  MAIL_FROM: optionalText.refine((v) => v === undefined || isMailbox(v), {
    message: 'must be an address or "Name <address>"',
  }),
  // Longest wait for each SMTP step: connecting, the server's greeting, any later reply (ms).
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // Longest time for a whole send, from connecting to the last reply, whatever the steps took (ms).
  SMTP_SEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  // DKIM signing of every mail, all three or none (unset: the relay may sign; README deployment notes).
  // The domain whose DNS holds the key (aligned with MAIL_FROM's), e.g. kamopaints.in.
  DKIM_DOMAIN: optionalText.refine(
    (v) => v === undefined || (DNS_NAME.test(v) && v.includes(".")),
    {
      message: "must be a domain name such as kamopaints.in",
    },
  ),
  // The selector: the public key is published in TXT at <selector>._domainkey.<domain>.
  DKIM_SELECTOR: optionalText.refine((v) => v === undefined || DNS_NAME.test(v), {
    message: "must be letters, digits, hyphens and dots, such as mail2026",
  }),
  // RSA private key (≥ 1024 bits, 2048 advised): the PEM on one line with \n escapes, or a file's path.
  // Parsed here: parseEnv returns the PEM itself.
  DKIM_PRIVATE_KEY: optionalText,
  // Investor alert mails: how often each server's worker looks for mail to send (ms).
  ALERTS_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2_000),
  // Attempts before an alert mail is dead-lettered (listed in the staff area, re-queueable).
  ALERTS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  // First retry delay (ms); doubles each attempt, with jitter, up to ALERTS_RETRY_CAP_MS.
  ALERTS_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  ALERTS_RETRY_CAP_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
  // Sign-up mails (confirmation, "already subscribed") to one recipient domain per hour, across
  // servers (0 turns it off). Each mailbox gets one an hour anyway; this holds back a flood of
  // many mailboxes at one domain. 100 is several times the busiest results-day hour at gmail.com,
  // where most Indian shareholders' addresses are, and still far below a flood (ADR 33).
  ALERTS_CONFIRMATIONS_PER_DOMAIN_PER_HOUR: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(100),
  // SMS gateway (Kaleyra's /v1/<SID>/messages API, ADR 45): its base address with the account SID,
  // e.g. https://api.in.kaleyra.io/v1/HXIN1234567890IN; unset = text messages are kept, not sent.
  SMS_API_URL: optionalUrl.refine((v) => v === undefined || /^https?:\/\/[^?#]+$/.test(v), {
    message: "must be http(s)://host/path with no query, e.g. https://api.in.kaleyra.io/v1/<SID>",
  }),
  // The gateway's API key (sent as the api-key header); required with SMS_API_URL.
  SMS_API_KEY: optionalText,
  // The DLT-registered sender ID (header) every text goes out under, e.g. KAMOPT; required with SMS_API_URL.
  SMS_SENDER_ID: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9]{3,11}$/.test(v), {
    message: "must be the 3 to 11 letters or digits of a DLT-registered header, e.g. KAMOPT",
  }),
  // DLT template ids by our template's name: "visit-booked.en=1107…,visit-booked.hi=1107…" (ADR 45).
  // A text whose template has no id here is kept queued, not sent.
  SMS_TEMPLATE_IDS: optionalText.refine(
    (v) => v === undefined || /^[a-z0-9.-]+=\d{6,25}(\s*,\s*[a-z0-9.-]+=\d{6,25})*$/.test(v),
    {
      message:
        'must be name=id pairs separated by commas, e.g. "visit-booked.en=1107161234567890123"',
    },
  ),
  // Longest wait for the gateway's whole answer to one text (ms).
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // Messages to visitors about their booked visit (SMS and mail): attempts before one is dead-lettered.
  VISIT_MESSAGES_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  // First retry delay (ms); doubles each attempt, with jitter, up to VISIT_MESSAGES_RETRY_CAP_MS.
  VISIT_MESSAGES_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  VISIT_MESSAGES_RETRY_CAP_MS: z.coerce.number().int().min(10).max(86_400_000).default(1_800_000),
  // Keys that encrypt personal data at rest (PAN, bank details, dates of birth, addresses; ADR 61):
  // "id:base64key" pairs separated by commas, each key 32 random bytes (openssl rand -base64 32).
  // The first encrypts; the others still decrypt, until `npm run privacy -- rotate-key` has
  // re-encrypted everything under the first. Unset: one generated into DATA_DIR/data-keys, for
  // a single server on SQLite only (required with DATABASE_URL in production).
  DATA_KEYS: optionalText.refine(
    (v) =>
      v === undefined ||
      /^[A-Za-z0-9_-]{1,16}:[A-Za-z0-9+/_-]{43}=?(\s*,\s*[A-Za-z0-9_-]{1,16}:[A-Za-z0-9+/_-]{43}=?)*$/.test(
        v,
      ),
    { message: 'must be "id:key" pairs separated by commas, each key 32 bytes in base64' },
  ),
  // How long personal data is kept (issue 44, ADR 64; app/privacy/retention): leads after the
  // sender's last contact, leads flagged as spam, investor alert sign-ups never confirmed, and a
  // booked visit's home locality after the visit day. A daily job erases what is due.
  RETENTION_LEAD_DAYS: z.coerce.number().int().min(30).max(3_650).default(1_095),
  RETENTION_SPAM_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RETENTION_UNCONFIRMED_ALERT_HOURS: z.coerce.number().int().min(48).max(720).default(48),
  RETENTION_VISIT_ADDRESS_DAYS: z.coerce.number().int().min(7).max(1_095).default(90),
  // Secret that signs form sessions; unset = one generated and kept in the database.
  FORM_SESSION_SECRET: optionalText.pipe(z.string().min(32).optional()),
  // Submissions below this fill time (seconds since the form was served) are flagged as spam.
  LEADS_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
  // Lead submissions accepted per client IP per hour (0 turns the limit off, e.g. for benchmarks).
  LEADS_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(0).max(1_000_000).default(60),
  // One-time codes for /privacy/requests (ADR 63): codes sent per mobile or address, and per
  // client IP, in an hour. Each costs a text or a mail and reaches a stranger's phone if misused.
  PRIVACY_CODES_PER_CONTACT_PER_HOUR: z.coerce.number().int().min(1).max(100).default(3),
  PRIVACY_CODES_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  // Seed sample content into an empty database on start ("false" to skip).
  SEED_SAMPLE_CONTENT: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  // Staff area: a session ends after this many idle minutes, and after STAFF_SESSION_HOURS in any case.
  STAFF_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(168).default(12),
  // Uploaded files go to S3-compatible object storage when these are set (all four), so several
  // app servers share them; otherwise to a folder under DATA_DIR.
  STORAGE_S3_ENDPOINT: optionalUrl,
  STORAGE_S3_BUCKET: optionalText,
  STORAGE_S3_REGION: z.string().trim().min(1).default("us-east-1"),
  STORAGE_S3_ACCESS_KEY_ID: optionalText,
  STORAGE_S3_SECRET_ACCESS_KEY: optionalText,
  // Memory for rendered pages kept by each server process (MB); least recently used go first.
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(65_536).default(64),
  // Memory for answers read from the ERP and kept for a minute, per process (MB).
  ERP_CACHE_MB: z.coerce.number().int().min(1).max(65_536).default(16),
  // Memory for PDFs made on request (shortlists, estimates) kept by each server process (MB).
  PDF_CACHE_MB: z.coerce.number().int().min(1).max(65_536).default(32),
  // PDFs each server process makes at once, in worker threads (unset: half the cores over WEB_CONCURRENCY, at least 1).
  PDF_MAX_CONCURRENT: z.coerce.number().int().min(1).max(64).optional(),
  // New PDFs one client (IPv4 address or IPv6 /64) may have made per hour (0 turns the limit off).
  PDF_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(0).max(1_000_000).default(60),
  // HTTP server processes on this machine (Node cluster); set to the number of cores to use them all.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // The browser runtime of every page (ADR 49): "own" (Preact, a deferred start, one
  // fixed bootstrap script) or "stock" (React Router's own scripts, React, a nonce CSP).
  PAGE_RUNTIME: z.enum(["own", "stock"]).default("own"),
  // Prometheus metrics (issue 45, ADR 67): /metrics on this port, never the public one; unset = off.
  // In cluster mode the primary serves every process's figures, added up.
  METRICS_PORT: z.preprocess(
    (v) => (typeof v === "string" ? blankToUndefined(v) : v),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  // Interface the metrics port binds; keep 127.0.0.1 (or a private address the scraper reaches).
  METRICS_HOST: z.string().trim().min(1).default("127.0.0.1"),
  // Log lines (JSON on standard output, app/lib/log; docs/operations/logs.md): the lowest level
  // written. Unset: "info", or "silent" under NODE_ENV=test. "silent" writes none.
  LOG_LEVEL: z.string().optional().transform(blankToUndefined).pipe(z.enum(LOG_LEVELS).optional()),
  // Trust X-Forwarded-* headers (set when running behind a load balancer or proxy).
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  // With TRUST_PROXY: plain-http visitors get a 308 to https ("false" when the balancer redirects itself).
  FORCE_HTTPS: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  // Shutdown on SIGTERM (issue 45, ADR 68; docs/operations/shutdown.md). The process exits
  // within SHUTDOWN_TIMEOUT_MS whatever is still running (ms).
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(20_000),
  // How long the port stays open after SIGTERM while /readyz answers 503, so a load balancer
  // stops sending first: its check interval times its failure threshold (ms; 0: close at once).
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(300_000).default(0),
});

export type Env = z.infer<typeof envSchema>;

/**
 * The logger's settings, read when its module loads, before main() has
 * validated the whole environment: a bad LOG_LEVEL falls back to the
 * default here, and main() then stops with the one-line message naming it.
 */
export function logSettings(source: Record<string, string | undefined> = process.env): {
  level: LogLevel;
  pretty: boolean;
} {
  const nodeEnv = envSchema.shape.NODE_ENV.safeParse(source.NODE_ENV).data ?? "development";
  const level = envSchema.shape.LOG_LEVEL.safeParse(source.LOG_LEVEL).data;
  return {
    level: level ?? (nodeEnv === "test" ? "silent" : "info"),
    // Colours and one readable line per event for a developer's terminal; JSON elsewhere.
    pretty: nodeEnv === "development",
  };
}

/** A URL's password as "***", so an error message naming a bad SMTP_URL or DATABASE_URL leaks no secret. */
function withoutPassword(value: string): string {
  try {
    const url = new URL(value);
    if (!url.password) return value;
    url.password = "***";
    return url.href;
  } catch {
    return value;
  }
}

/** Settings whose value an error message never repeats: keys and tokens. */
const secretSettings = new Set([
  "DATA_KEYS",
  "FORM_SESSION_SECRET",
  "ERP_TOKEN",
  "SMS_API_KEY",
  "STORAGE_S3_SECRET_ACCESS_KEY",
  "DKIM_PRIVATE_KEY",
]);

export class EnvError extends Error {}

/** Parses an environment; throws EnvError with a one-line message naming the bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join(".") || "environment";
    const value = issue ? source[String(issue.path[0])] : undefined;
    const shown =
      value === undefined || secretSettings.has(name) ? "" : ` (got "${withoutPassword(value)}")`;
    throw new EnvError(
      `Invalid environment variable ${name}${shown}: ${issue?.message ?? "invalid"}`,
    );
  }
  const env = result.data;
  if (Boolean(env.ERP_BASE_URL) !== Boolean(env.ERP_TOKEN)) {
    throw new EnvError(
      "Invalid environment variable ERP_TOKEN: ERP_BASE_URL and ERP_TOKEN must be set together",
    );
  }
  if (Boolean(env.CRM_BASE_URL) !== Boolean(env.CRM_ACCOUNT_ID)) {
    throw new EnvError(
      "Invalid environment variable CRM_ACCOUNT_ID: CRM_BASE_URL and CRM_ACCOUNT_ID must be set together",
    );
  }
  if (env.SMTP_URL && !env.MAIL_FROM) {
    throw new EnvError(
      "Invalid environment variable MAIL_FROM: it is required when SMTP_URL is set",
    );
  }
  if (env.SMS_API_URL && (!env.SMS_API_KEY || !env.SMS_SENDER_ID)) {
    throw new EnvError(
      `Invalid environment variable ${env.SMS_API_KEY ? "SMS_SENDER_ID" : "SMS_API_KEY"}: it is required when SMS_API_URL is set`,
    );
  }
  if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.DATA_KEYS) {
    // Several servers share one PostgreSQL: a key file each would seal with keys the others lack.
    throw new EnvError(
      "Invalid environment variable DATA_KEYS: it is required with DATABASE_URL in production (ADR 61)",
    );
  }
  if (env.METRICS_PORT === env.PORT) {
    // The metrics are for the operator's scraper, never for visitors (ADR 67).
    throw new EnvError(
      `Invalid environment variable METRICS_PORT (got "${env.METRICS_PORT}"): it must differ from PORT, the public port`,
    );
  }
  const dkim = checkDkim(env);
  const s3 = [
    env.STORAGE_S3_ENDPOINT,
    env.STORAGE_S3_BUCKET,
    env.STORAGE_S3_ACCESS_KEY_ID,
    env.STORAGE_S3_SECRET_ACCESS_KEY,
  ];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    throw new EnvError(
      "Invalid environment variable STORAGE_S3_BUCKET: STORAGE_S3_ENDPOINT, STORAGE_S3_BUCKET, STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY must be set together",
    );
  }
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    ...(dkim ? { DKIM_PRIVATE_KEY: dkim } : {}),
  };
}

/** All three DKIM settings or none, a key that signs, a domain DMARC aligns; returns the PEM. */
function checkDkim(env: Env): string | undefined {
  const names = ["DKIM_DOMAIN", "DKIM_SELECTOR", "DKIM_PRIVATE_KEY"] as const;
  const missing = names.find((name) => !env[name]);
  if (!missing) {
    // Never the value in the message: it is a private key.
    let pem: string;
    try {
      pem = loadDkimKey(env.DKIM_PRIVATE_KEY!);
    } catch (error) {
      if (!(error instanceof DkimKeyError)) throw error;
      throw new EnvError(`Invalid environment variable DKIM_PRIVATE_KEY: ${error.message}`);
    }
    const from = env.MAIL_FROM ? parseMailbox(env.MAIL_FROM)?.address.split("@").pop() : undefined;
    if (from && !dkimAligned(env.DKIM_DOMAIN!, from)) {
      throw new EnvError(
        `Invalid environment variable DKIM_DOMAIN: "${env.DKIM_DOMAIN}" does not align with MAIL_FROM's domain ${from} (DMARC); use ${from} or a parent or subdomain of it`,
      );
    }
    return pem;
  }
  if (names.some((name) => env[name])) {
    throw new EnvError(
      `Invalid environment variable ${missing}: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together`,
    );
  }
  return undefined;
}

let cached: Env | undefined;

/** The validated environment of this process (parsed on first use). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change process.env: the next getEnv() reads it again. */
export function clearEnvCache(): void {
  cached = undefined;
}
