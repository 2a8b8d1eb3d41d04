import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

/** parseEnv's message, or "" when the environment is accepted. */
function failure(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
    return "";
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
}

describe("parseEnv", () => {
  it("fills in defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.NODE_ENV).toBe("development");
    expect(env.DATA_DIR).toBe(path.resolve("./data"));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_SAMPLE_CONTENT).toBe(true);
    expect(env.TRUST_PROXY).toBe(false);
  });

  it("honours PORT, HOST and the boolean switches", () => {
    const env = parseEnv({
      PORT: "8080",
      HOST: "127.0.0.1",
      SEED_SAMPLE_CONTENT: "false",
      TRUST_PROXY: "true",
    });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      SEED_SAMPLE_CONTENT: false,
      TRUST_PROXY: true,
    });
  });

  it("rejects a PORT that is not a port number, naming PORT and the value on one line", () => {
    for (const bad of ["abc", "0", "70000", "80.5"]) {
      const message = failure({ PORT: bad });
      expect(message).toContain("PORT");
      expect(message).toContain(`"${bad}"`);
      expect(message).not.toContain("\n");
    }
  });

  it("serves metrics only when METRICS_PORT is set, on 127.0.0.1 by default, never on PORT", () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: " " }).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: "9464" })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: "127.0.0.1",
    });
    expect(failure({ METRICS_PORT: "3000" })).toMatch(/^Invalid .*METRICS_PORT.*differ from PORT/);
    expect(failure({ PORT: "8080", METRICS_PORT: "8080" })).toContain("METRICS_PORT");
    expect(failure({ METRICS_PORT: "abc" })).toContain("METRICS_PORT");
  });

  it("accepts postgres URLs and rejects anything else in DATABASE_URL", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u:p@db:5432/kamo" }).DATABASE_URL).toBe(
      "postgres://u:p@db:5432/kamo",
    );
    expect(parseEnv({ DATABASE_URL: "postgresql://db/kamo" }).DATABASE_URL).toBeDefined();
    // Blank means "not set" (a common .env leftover), not an error.
    expect(parseEnv({ DATABASE_URL: "  " }).DATABASE_URL).toBeUndefined();
    expect(failure({ DATABASE_URL: "mysql://db/kamo" })).toMatch(/^Invalid .*DATABASE_URL/);
    expect(failure({ DATABASE_URL: "not a url" })).toContain("DATABASE_URL");
  });

  it("requires the ERP settings together", () => {
    expect(failure({ ERP_BASE_URL: "https://erp.example.in/api" })).toContain("ERP_TOKEN");
    expect(failure({ ERP_TOKEN: "secret" })).toContain("ERP_BASE_URL");
    const env = parseEnv({ ERP_BASE_URL: "https://erp.example.in/api", ERP_TOKEN: "secret" });
    expect(env.ERP_TOKEN).toBe("secret");
  });

  it("takes DATA_KEYS as id:key pairs, and requires it with PostgreSQL in production (ADR 61)", () => {
    const key = Buffer.alloc(32, 1).toString("base64");
    const pg = { NODE_ENV: "production", DATABASE_URL: "postgres://db.internal/kamo" };
    expect(failure(pg)).toContain("DATA_KEYS");
    expect(parseEnv({ ...pg, DATA_KEYS: `k1:${key}, k0:${key}` }).DATA_KEYS).toBe(
      `k1:${key}, k0:${key}`,
    );
    // SQLite, or PostgreSQL outside production, may use the key file.
    expect(parseEnv({ NODE_ENV: "production" }).DATA_KEYS).toBeUndefined();
    expect(parseEnv({ DATABASE_URL: pg.DATABASE_URL }).DATA_KEYS).toBeUndefined();
    expect(failure({ DATA_KEYS: key })).toContain("DATA_KEYS");
    expect(failure({ DATA_KEYS: "k1:short" })).toContain("DATA_KEYS");
    // Never the key in the message.
    expect(failure({ DATA_KEYS: `k1:${key.slice(0, 40)}` })).not.toContain(key.slice(0, 40));
  });

  it("requires the CRM settings together", () => {
    expect(failure({ CRM_BASE_URL: "https://crm.example.in" })).toContain("CRM_ACCOUNT_ID");
    expect(parseEnv({ CRM_BASE_URL: "https://crm.example.in", CRM_ACCOUNT_ID: "42" })).toBeTruthy();
  });

  it("accepts smtp:// and smtps:// in SMTP_URL, with MAIL_FROM, and nothing else", () => {
    const env = parseEnv({
      SMTP_URL: "smtp://alerts:p%40ss@mail.example.in:587",
      MAIL_FROM: "Kamo Paints Investor Relations <investors@kamopaints.in>",
    });
    expect(env.SMTP_URL).toBe("smtp://alerts:p%40ss@mail.example.in:587");
    expect(env.SMTP_TIMEOUT_MS).toBe(10_000);
    expect(env.SMTP_SEND_TIMEOUT_MS).toBe(60_000);
    expect(
      parseEnv({ SMTP_URL: "smtps://mail.example.in", MAIL_FROM: "ir@kamopaints.in" }),
    ).toBeTruthy();
    expect(parseEnv({ SMTP_URL: " ", MAIL_FROM: "" }).SMTP_URL).toBeUndefined();
    for (const bad of [
      "http://mail.example.in",
      "mail.example.in:587",
      "smtp://h:25/path",
      "smtp://h?x=1",
    ]) {
      expect(failure({ SMTP_URL: bad, MAIL_FROM: "ir@kamopaints.in" })).toContain("SMTP_URL");
    }
    expect(failure({ SMTP_URL: "smtp://mail.example.in" })).toContain("MAIL_FROM");
    for (const bad of ["Kamo Paints", "ir@", "A <b@c.in", "A\r\nBcc: x@y.in <ir@kamopaints.in>"]) {
      expect(failure({ MAIL_FROM: bad })).toContain("MAIL_FROM");
    }
    expect(failure({ SMTP_TIMEOUT_MS: "0" })).toContain("SMTP_TIMEOUT_MS");
  });

  it("does not repeat a URL's password in its error message", () => {
    const message = failure({ SMTP_URL: "ftp://alerts:hunter2secret@mail.example.in" });
    expect(message).toContain("SMTP_URL");
    expect(message).not.toContain("hunter2secret");
    expect(failure({ DATABASE_URL: "mysql://u:hunter2secret@db/kamo" })).not.toContain(
      "hunter2secret",
    );
  });

  it("rejects a bad NODE_ENV, SITE_URL or boolean switch by name", () => {
    expect(failure({ NODE_ENV: "prod" })).toContain("NODE_ENV");
    expect(failure({ SITE_URL: "kamopaints" })).toContain("SITE_URL");
    expect(failure({ TRUST_PROXY: "yes" })).toContain("TRUST_PROXY");
  });
});
