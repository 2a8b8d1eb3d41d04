import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import {
  DEFAULT_SMTP_TIMEOUTS,
  describeSmtp,
  mailStatus,
  parseSmtpUrl,
  smtpConfigFromEnv,
} from "./smtp-config.server";

describe("SMTP_URL", () => {
  it("reads host, port, TLS mode and percent-encoded credentials", () => {
    expect(parseSmtpUrl("smtp://alerts%40kamo:p%3Ass%2Fw@mail.example.in:2525")).toEqual({
      host: "mail.example.in",
      port: 2525,
      secure: false,
      auth: { user: "alerts@kamo", pass: "p:ss/w" },
      requireTLS: true,
    });
    expect(parseSmtpUrl("smtps://u:p@mail.example.in")).toMatchObject({ port: 465, secure: true });
    expect(parseSmtpUrl("smtp://mail.example.in")).toEqual({
      host: "mail.example.in",
      port: 587,
      secure: false,
      requireTLS: false,
    });
  });

  it("never sends a password in clear to another machine, but lets a local relay stay plain", () => {
    expect(parseSmtpUrl("smtp://u:p@mail.example.in:587").requireTLS).toBe(true);
    // smtps:// is encrypted from the first byte; STARTTLS does not apply.
    expect(parseSmtpUrl("smtps://u:p@mail.example.in").requireTLS).toBe(false);
    for (const local of ["localhost", "127.0.0.1", "[::1]"]) {
      expect(parseSmtpUrl(`smtp://u:p@${local}:25`).requireTLS).toBe(false);
    }
    expect(parseSmtpUrl("smtp://[::1]:25").host).toBe("::1");
  });

  it("describes the server without the password", () => {
    const text = describeSmtp({
      ...parseSmtpUrl("smtps://alerts:hunter2secret@mail.example.in"),
      from: "a@example.in",
      timeouts: DEFAULT_SMTP_TIMEOUTS,
    });
    expect(text).toBe("smtps://alerts@mail.example.in:465");
  });
});

describe("mail settings from the environment", () => {
  it("is not configured without SMTP_URL, and says so", () => {
    const env = parseEnv({});
    expect(smtpConfigFromEnv(env)).toBeUndefined();
    expect(mailStatus(smtpConfigFromEnv(env))).toMatchObject({ configured: false });
  });

  it("takes the sender and the timeouts", () => {
    const env = parseEnv({
      SMTP_URL: "smtp://alerts:pw@mail.example.in:587",
      MAIL_FROM: "Kamo Paints Investor Relations <investors@kamopaints.in>",
      SMTP_TIMEOUT_MS: "5000",
      SMTP_SEND_TIMEOUT_MS: "30000",
    });
    const config = smtpConfigFromEnv(env);
    expect(config).toMatchObject({
      host: "mail.example.in",
      from: "Kamo Paints Investor Relations <investors@kamopaints.in>",
      timeouts: { connectionMs: 5000, greetingMs: 5000, socketMs: 5000, sendMs: 30000 },
    });
    expect(mailStatus(config)).toEqual({
      configured: true,
      description: "Mail goes out through smtp://alerts@mail.example.in:587",
    });
  });

  it("has bounded defaults", () => {
    const env = parseEnv({ SMTP_URL: "smtp://mail.example.in", MAIL_FROM: "ir@kamopaints.in" });
    expect(smtpConfigFromEnv(env)?.timeouts).toEqual(DEFAULT_SMTP_TIMEOUTS);
  });
});
