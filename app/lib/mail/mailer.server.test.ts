import { afterEach, describe, expect, it } from "vitest";
import {
  TEST_TLS_CERT,
  closedPort,
  startSilentServer,
  startSmtpServer,
  type SmtpServerOptions,
  type TestSmtpServer,
} from "../../../tests/mocks/smtp-servers";
import { composeAlert } from "./compose";
import { createMailer } from "./mailer.server";
import { listHeaders, type MailMessage } from "./message";
import { mailMessages } from "./messages";
import type { SendFailure, SendResult } from "./send-result";
import { mailStatus, parseSmtpUrl, type SmtpConfig } from "./smtp-config.server";

/**
 * The mailer against real SMTP servers (npm smtp-server) on 127.0.0.1: what
 * arrives is read back with an independent MIME parser (postal-mime). Every
 * timeout here is short and every test has its own bound, so a regression
 * fails the test instead of hanging the run.
 */
const FROM = "Kamo Paints Investor Relations <investors@kamopaints.example>";
const TO = "shareholder@example.in";
const QUICK = { connectionMs: 2_000, greetingMs: 2_000, socketMs: 2_000, sendMs: 8_000 };

function config(url: string, overrides: Partial<SmtpConfig> = {}): SmtpConfig {
  return { ...parseSmtpUrl(url), from: FROM, timeouts: QUICK, ...overrides };
}

const servers: Array<{ close(): Promise<void> }> = [];
async function server(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const started = await startSmtpServer(options);
  servers.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const unsubscribeUrl = "https://kamopaints.example/investors/alerts/unsubscribe?t=abc.def";
const alert = composeAlert({
  lang: "hi",
  title: "निवेशक सूचना: Q2 FY 2026-27 के वित्तीय परिणाम",
  lines: ["श्रेणी: वित्तीय परिणाम", "दिनांक: 11 नवंबर 2026"],
  links: [{ label: "दस्तावेज़ पढ़ें", url: "https://kamopaints.example/documents/41/results.pdf" }],
  unsubscribeUrl,
  manageUrl: "https://kamopaints.example/investors/alerts/manage?t=abc.def",
});
const message: MailMessage = {
  to: TO,
  ...alert,
  headers: listHeaders({
    unsubscribeUrl,
    listId: "investor-alerts.kamopaints.example",
    listName: "Kamo Paints investor alerts",
  }),
};

function failed(result: SendResult): SendFailure {
  expect(result.ok).toBe(false);
  expect(result).not.toHaveProperty("notConfigured", true);
  return result as SendFailure;
}

describe("a server that accepts", () => {
  it("delivers envelope, headers and both parts, in UTF-8, as sent", async () => {
    const smtp = await server();
    const result = await createMailer(config(`smtp://127.0.0.1:${smtp.port}`)).send(message);

    expect(result.ok).toBe(true);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.mailFrom).toBe("investors@kamopaints.example");
    expect(mail.rcptTo).toEqual([TO]);

    const header = (name: string) => mail.parsed.headers.find((h) => h.key === name)?.value;
    expect(header("list-unsubscribe")).toBe(`<${unsubscribeUrl}>`);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header("list-id")).toBe(
      "Kamo Paints investor alerts <investor-alerts.kamopaints.example>",
    );
    // RFC 3834: every mail from here is automatic, so vacation responders stay quiet.
    const autoSubmitted = mail.parsed.headers.filter((h) => h.key === "auto-submitted");
    expect(autoSubmitted.map((h) => h.value)).toEqual(["auto-generated"]);
    if (!result.ok) throw new Error("unreachable");
    expect(mail.parsed.messageId).toBe(result.messageId);
    expect(result.messageId).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/);
    expect(Number.isNaN(Date.parse(mail.parsed.date ?? ""))).toBe(false);
    expect(mail.parsed.from).toEqual({
      name: "Kamo Paints Investor Relations",
      address: "investors@kamopaints.example",
    });

    expect(mail.parsed.subject).toBe("निवेशक सूचना: Q2 FY 2026-27 के वित्तीय परिणाम");
    expect(mail.parsed.text).toContain("श्रेणी: वित्तीय परिणाम");
    expect(mail.parsed.text).toContain(`Unsubscribe: ${unsubscribeUrl}`);
    expect(mail.parsed.html).toContain('<html lang="hi">');
    expect(mail.parsed.html).toContain("दिनांक: 11 नवंबर 2026");
    expect(mail.parsed.html).toContain(`href="${unsubscribeUrl}"`);

    // Headers travel as 7-bit ASCII (the subject as an encoded word), and the HTML part
    // comes last: RFC 2046 makes the last alternative the preferred one.
    const head = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"));
    expect(head).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.raw.indexOf("text/plain")).toBeLessThan(mail.raw.indexOf("text/html"));
  });

  it("uses a Message-ID the caller chose (e.g. one per outbox row)", async () => {
    const smtp = await server();
    const messageId = "<alert-41-7@kamopaints.example>";
    const result = await createMailer(config(`smtp://127.0.0.1:${smtp.port}`)).send({
      ...message,
      messageId,
    });
    expect(result).toMatchObject({ ok: true, messageId });
    expect(smtp.received[0]?.parsed.messageId).toBe(messageId);
  });

  it("logs in with the user and password of the URL, percent-decoded", async () => {
    const smtp = await server({ auth: { user: "alerts@kamo", pass: "pä ss:w@rd/1" } });
    const url = `smtp://alerts%40kamo:p%C3%A4%20ss%3Aw%40rd%2F1@127.0.0.1:${smtp.port}`;
    expect((await createMailer(config(url)).send(message)).ok).toBe(true);
    expect(smtp.received[0]?.user).toBe("alerts@kamo");
  });

  it("upgrades with STARTTLS before logging in when the server offers it", async () => {
    const smtp = await server({ tls: "starttls", auth: { user: "alerts", pass: "secret" } });
    const url = `smtp://alerts:secret@localhost:${smtp.port}`;
    const result = await createMailer(config(url, { tlsCa: TEST_TLS_CERT })).send(message);
    expect(result.ok).toBe(true);
    expect(smtp.received[0]).toMatchObject({ secure: true, user: "alerts" });
  });

  it("speaks TLS from the first byte for smtps://", async () => {
    const smtp = await server({ tls: "implicit" });
    const url = `smtps://localhost:${smtp.port}`;
    const result = await createMailer(config(url, { tlsCa: TEST_TLS_CERT })).send(message);
    expect(result.ok).toBe(true);
    expect(smtp.received[0]?.secure).toBe(true);
  });
});

describe("failures, and whether to try again", () => {
  async function sendTo(options: SmtpServerOptions, overrides: Partial<SmtpConfig> = {}) {
    const smtp = await server(options);
    const url = `smtp://127.0.0.1:${smtp.port}`;
    const result = await createMailer(config(url, overrides)).send(message);
    expect(smtp.received).toHaveLength(0);
    return failed(result);
  }

  it("550 for the recipient: rejected for good", async () => {
    const result = await sendTo({
      refuse: { step: "rcpt", code: 550, message: "5.1.1 No such user" },
    });
    expect(result).toMatchObject({
      retryable: false,
      kind: "recipient-rejected",
      responseCode: 550,
    });
    expect(result.error).toContain("No such user");
  });

  it("554 for the message content: rejected for good", async () => {
    const result = await sendTo({ refuse: { step: "data", code: 554, message: "5.7.1 Policy" } });
    expect(result).toMatchObject({ retryable: false, kind: "message-rejected", responseCode: 554 });
  });

  it("451 for the recipient (greylisting) and 452 for the message: try again", async () => {
    const greylisted = await sendTo({
      refuse: { step: "rcpt", code: 451, message: "4.7.1 Later" },
    });
    expect(greylisted).toMatchObject({ retryable: true, kind: "temporary", responseCode: 451 });
    const full = await sendTo({ refuse: { step: "data", code: 452, message: "4.3.1 Full" } });
    expect(full).toMatchObject({ retryable: true, kind: "temporary", responseCode: 452 });
  });

  it("421 in place of the greeting (server busy): try again", async () => {
    const result = await sendTo({ refuse: { step: "connect", code: 421, message: "Too busy" } });
    expect(result).toMatchObject({ retryable: true, kind: "temporary", responseCode: 421 });
  });

  it("550 for our sender address: a fault of the settings, kept for another attempt", async () => {
    const result = await sendTo({ refuse: { step: "mail", code: 550, message: "Sender denied" } });
    expect(result).toMatchObject({ retryable: true, kind: "sender-rejected", responseCode: 550 });
  });

  it("wrong credentials: a fault of the settings, kept for another attempt", async () => {
    const smtp = await server({ auth: { user: "alerts", pass: "right" } });
    const url = `smtp://alerts:wrong@127.0.0.1:${smtp.port}`;
    const result = failed(await createMailer(config(url)).send(message));
    expect(result).toMatchObject({ retryable: true, kind: "auth", responseCode: 535 });
    expect(result.error).not.toContain("wrong");
  });

  it("refuses to send a password in clear when STARTTLS is required and not offered", async () => {
    const result = await sendTo(
      { auth: { user: "alerts", pass: "secret" } },
      {
        auth: { user: "alerts", pass: "secret" },
        requireTLS: true,
      },
    );
    expect(result).toMatchObject({ retryable: true, kind: "tls" });
  });

  it(
    "gives up on a server that accepts the connection and never greets",
    { timeout: 10_000 },
    async () => {
      const silent = await startSilentServer();
      servers.push(silent);
      // Only the greeting timeout is short: nothing else could end this within the test's bound.
      const timeouts = { connectionMs: 60_000, greetingMs: 300, socketMs: 60_000, sendMs: 60_000 };
      const url = `smtp://127.0.0.1:${silent.port}`;
      const result = failed(await createMailer(config(url, { timeouts })).send(message));
      expect(result).toMatchObject({ retryable: true, kind: "timeout" });
    },
  );

  it(
    "gives up on a server that stalls mid-session, at the deadline of the whole send",
    { timeout: 10_000 },
    async () => {
      // The socket timeout alone would wait a minute: only the send deadline ends this.
      const timeouts = { ...QUICK, socketMs: 60_000, sendMs: 400 };
      const result = await sendTo({ stallAtRcptTo: true }, { timeouts });
      expect(result).toMatchObject({ retryable: true, kind: "timeout" });
      expect(result.error).toBe(mailMessages.sendTimedOut(400));
    },
  );

  it("a closed port: a connection failure, try again", async () => {
    const port = await closedPort();
    const result = failed(await createMailer(config(`smtp://127.0.0.1:${port}`)).send(message));
    expect(result).toMatchObject({ retryable: true, kind: "connection" });
    expect(result.error).toContain("ECONNREFUSED");
  });
});

describe("without SMTP_URL", () => {
  it("keeps every mail as not sent and says so", async () => {
    const mailer = createMailer(undefined);
    expect(mailer.configured).toBe(false);
    expect(await mailer.send(message)).toEqual({
      ok: false,
      retryable: true,
      notConfigured: true,
      error: mailMessages.notConfiguredError,
    });
    expect(mailStatus(undefined)).toEqual({
      configured: false,
      notice: "SMTP_URL is not set: mails are kept and listed in the staff area as not sent",
    });
  });
});

describe("a malformed message", () => {
  const broken: Array<[string, MailMessage]> = [
    [
      "a header that smuggles a Bcc",
      { ...message, headers: { "X-Note": "a\r\nBcc: x@evil.example" } },
    ],
    ["a header the mailer owns", { ...message, headers: { From: "ceo@kamopaints.example" } }],
    ["an Auto-Submitted of its own", { ...message, headers: { "auto-submitted": "no" } }],
    ["a subject on two lines", { ...message, subject: "Results\r\nBcc: x@evil.example" }],
    ["two recipients", { ...message, to: `${TO}, other@example.in` }],
  ];

  it.each(broken)("is refused before any connection: %s", async (_name, bad) => {
    const smtp = await server();
    for (const mailer of [
      createMailer(config(`smtp://127.0.0.1:${smtp.port}`)),
      createMailer(undefined),
    ]) {
      expect(failed(await mailer.send(bad))).toMatchObject({
        retryable: false,
        kind: "invalid-message",
      });
    }
    expect(smtp.received).toHaveLength(0);
  });
});
