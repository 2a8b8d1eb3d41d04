import { createPrivateKey, generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/lib/env.server";
import {
  verifyDkim,
  type DkimVerdict,
  type PublishedKey,
} from "../../../tests/mocks/dkim-verifier";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/mocks/smtp-servers";
import { composeAlert } from "./compose";
import { createMailer } from "./mailer.server";
import { listHeaders, type MailMessage } from "./message";
import { parseSmtpUrl, smtpConfigFromEnv, type SmtpConfig } from "./smtp-config.server";

/**
 * DKIM: the settings read at start-up, and mail signed by the mailer, sent
 * through a real SMTP server (npm smtp-server) and verified by dkimpy
 * (Debian's python3-dkim), which shares no code with nodemailer's signer.
 */
const DOMAIN = "kamopaints.example";
const SELECTOR = "alerts2026";
const FROM = `Kamo Paints Investor Relations <investors@${DOMAIN}>`;
const keys = generateKeyPairSync("rsa", { modulusLength: 2048 });
const PEM = keys.privateKey.export({ type: "pkcs8", format: "pem" }) as string;
const PUBLIC_DER = keys.publicKey.export({ type: "spki", format: "der" });
const sameKey = (pem: string | undefined) =>
  createPrivateKey(pem ?? "").export({ type: "pkcs8", format: "pem" });

const mailEnv = {
  SMTP_URL: "smtp://alerts:pw@mail.example.in:587",
  MAIL_FROM: FROM,
};
const dkimEnv = {
  DKIM_DOMAIN: DOMAIN,
  DKIM_SELECTOR: SELECTOR,
  DKIM_PRIVATE_KEY: PEM.trim().replace(/\n/g, "\\n"),
};

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), "dkim-test-"));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function envError(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error("parseEnv accepted the settings");
}

describe("DKIM settings", () => {
  it("reads the key inline, with \\n escapes or real line breaks, or from a file", () => {
    const file = path.join(folder, "dkim.pem");
    writeFileSync(file, PEM, { mode: 0o600 });
    for (const key of [dkimEnv.DKIM_PRIVATE_KEY, PEM, file]) {
      const config = smtpConfigFromEnv(parseEnv({ ...mailEnv, ...dkimEnv, DKIM_PRIVATE_KEY: key }));
      expect(config?.dkim).toMatchObject({ domain: DOMAIN, selector: SELECTOR });
      expect(sameKey(config?.dkim?.privateKey)).toBe(PEM);
    }
  });

  it("signs nothing when none of the three is set", () => {
    expect(smtpConfigFromEnv(parseEnv(mailEnv))?.dkim).toBeUndefined();
  });

  it("refuses one or two of the three, naming a missing one", () => {
    const names = Object.keys(dkimEnv) as Array<keyof typeof dkimEnv>;
    for (const left of names) {
      const partial = { ...mailEnv, ...dkimEnv, [left]: "" };
      expect(envError(partial)).toMatch(
        new RegExp(`^Invalid environment variable ${left}: .*DKIM_DOMAIN, DKIM_SELECTOR and`),
      );
      const alone = { ...mailEnv, [left]: dkimEnv[left] };
      expect(envError(alone)).toMatch(/^Invalid environment variable DKIM_\w+: /);
    }
  });

  it("refuses a key that does not parse or cannot sign, in one line without the key", () => {
    const ed25519 = generateKeyPairSync("ed25519").privateKey.export({
      type: "pkcs8",
      format: "pem",
    }) as string;
    const short = generateKeyPairSync("rsa", { modulusLength: 512 }).privateKey.export({
      type: "pkcs8",
      format: "pem",
    }) as string;
    // One character changed in the second line, inside the modulus: a slip in copying.
    const lines = PEM.split("\n");
    const slip = lines[2]![10] === "A" ? "B" : "A";
    lines[2] = `${lines[2]!.slice(0, 10)}${slip}${lines[2]!.slice(11)}`;
    const garbled = lines.join("\n");
    const cases: Array<[string, RegExp]> = [
      [garbled, /damaged/],
      ["-----BEGIN PRIVATE KEY-----\\nc2VjcmV0\\n-----END PRIVATE KEY-----", /not a private key/],
      [keys.publicKey.export({ type: "spki", format: "pem" }) as string, /not a private key/],
      [ed25519, /RSA/],
      [short, /at least 1024 bits/],
      [path.join(folder, "missing.pem"), /cannot read/],
    ];
    for (const [value, reason] of cases) {
      const message = envError({ ...mailEnv, ...dkimEnv, DKIM_PRIVATE_KEY: value });
      expect(message).toMatch(/^Invalid environment variable DKIM_PRIVATE_KEY: /);
      expect(message).toMatch(reason);
      expect(message).not.toContain("\n");
      expect(message).not.toContain("c2VjcmV0");
      expect(message).not.toContain(PEM.split("\n")[1]);
    }
  });

  it("refuses a domain or selector that is not a DNS name", () => {
    expect(envError({ ...mailEnv, ...dkimEnv, DKIM_DOMAIN: "kamo paints" })).toMatch(
      /^Invalid environment variable DKIM_DOMAIN/,
    );
    expect(envError({ ...mailEnv, ...dkimEnv, DKIM_SELECTOR: "s1; d=evil.example" })).toMatch(
      /^Invalid environment variable DKIM_SELECTOR/,
    );
  });

  it("refuses a domain that DMARC would not align with the sender's", () => {
    expect(envError({ ...mailEnv, ...dkimEnv, DKIM_DOMAIN: "mailer.example.net" })).toMatch(
      /^Invalid environment variable DKIM_DOMAIN: .*kamopaints\.example/,
    );
    // A parent or a subdomain of the sender's domain aligns (DMARC's relaxed mode).
    for (const [from, domain] of [
      [`investors@news.${DOMAIN}`, DOMAIN],
      [`investors@${DOMAIN}`, `mail.${DOMAIN}`],
    ]) {
      const env = parseEnv({ ...mailEnv, ...dkimEnv, MAIL_FROM: from!, DKIM_DOMAIN: domain! });
      expect(smtpConfigFromEnv(env)?.dkim?.domain).toBe(domain);
    }
  });
});

describe("signed mail", () => {
  const QUICK = { connectionMs: 2_000, greetingMs: 2_000, socketMs: 2_000, sendMs: 8_000 };
  const unsubscribeUrl = `https://${DOMAIN}/investors/alerts/unsubscribe?t=abc.def`;
  const message: MailMessage = {
    to: "shareholder@example.in",
    ...composeAlert({
      lang: "hi",
      title: "निवेशक सूचना: Q2 FY 2026-27 के वित्तीय परिणाम",
      lines: ["श्रेणी: वित्तीय परिणाम"],
      links: [{ label: "दस्तावेज़ पढ़ें", url: `https://${DOMAIN}/documents/41/results.pdf` }],
      unsubscribeUrl,
      manageUrl: `https://${DOMAIN}/investors/alerts/manage?t=abc.def`,
    }),
    headers: listHeaders({ unsubscribeUrl, listId: `investor-alerts.${DOMAIN}` }),
    messageId: `<alert-7.x3Yq@${DOMAIN}>`,
  };
  const key: PublishedKey = { selector: SELECTOR, domain: DOMAIN, publicKeyDer: PUBLIC_DER };
  const strangerKey: PublishedKey = {
    ...key,
    publicKeyDer: generateKeyPairSync("rsa", { modulusLength: 1024 }).publicKey.export({
      type: "spki",
      format: "der",
    }),
  };

  /** A signed mail changed on the way, one change each. */
  function tamperings(raw: string): Record<string, string> {
    const split = raw.indexOf("\r\n\r\n");
    const head = raw.slice(0, split);
    const body = raw.slice(split);
    return {
      subject:
        head.replace(/^Subject:.*(\r\n[ \t].*)*/m, "Subject: Verify your bank details") + body,
      from: head.replace(/^From:.*$/m, `From: Kamo Paints CEO <ceo@${DOMAIN}>`) + body,
      "list-unsubscribe": head.replace(unsubscribeUrl, "https://evil.example/u?t=1") + body,
      "list-unsubscribe-post": head.replace(/^List-Unsubscribe-Post:.*\r\n/m, "") + body,
      "message-id": head.replace("alert-7.x3Yq", "alert-7.other") + body,
      body: head + "\r\n\r\nDear shareholder, reply with your PAN." + body,
    };
  }

  // Every mail is sent and every check made once, up front: dkimpy is asked
  // once for the whole file, since starting it takes a second or more.
  let signed: string;
  let unsigned: string;
  let tampered: Record<string, string>;
  let verdicts: {
    signed: DkimVerdict;
    tampered: Record<string, DkimVerdict>;
    strangerKey: DkimVerdict;
    unsigned: DkimVerdict;
  };
  beforeAll(async () => {
    const smtp: TestSmtpServer = await startSmtpServer();
    try {
      const config = (dkim?: SmtpConfig["dkim"]): SmtpConfig => ({
        ...parseSmtpUrl(`smtp://127.0.0.1:${smtp.port}`),
        from: FROM,
        timeouts: QUICK,
        ...(dkim ? { dkim } : {}),
      });
      const dkim = { domain: DOMAIN, selector: SELECTOR, privateKey: PEM };
      expect(await createMailer(config(dkim)).send(message)).toMatchObject({ ok: true });
      expect(await createMailer(config()).send(message)).toMatchObject({ ok: true });
      expect(smtp.received).toHaveLength(2);
      [signed, unsigned] = smtp.received.map((m) => m.raw) as [string, string];
    } finally {
      await smtp.close();
    }
    tampered = tamperings(signed);
    const names = Object.keys(tampered);
    const all = verifyDkim([
      { raw: signed, key },
      { raw: signed, key: strangerKey },
      { raw: unsigned, key },
      ...names.map((name) => ({ raw: tampered[name]!, key })),
    ]);
    const [first, stranger, none, ...rest] = all as [DkimVerdict, DkimVerdict, DkimVerdict];
    verdicts = {
      signed: first,
      strangerKey: stranger,
      unsigned: none,
      tampered: Object.fromEntries(names.map((name, i) => [name, rest[i]!])),
    };
  });

  it("carries a signature dkimpy verifies, covering the headers that matter", () => {
    expect(verdicts.signed).toMatchObject({
      ok: true,
      error: null,
      domain: DOMAIN,
      selector: SELECTOR,
    });
    for (const name of [
      "from",
      "to",
      "subject",
      "date",
      "message-id",
      "mime-version",
      "content-type",
      "list-id",
      "list-unsubscribe",
      "list-unsubscribe-post",
      "auto-submitted",
    ]) {
      expect(verdicts.signed.signed, name).toContain(name);
    }
  });

  it("fails verification once a signed header or the body is changed, or under another key", () => {
    for (const [what, raw] of Object.entries(tampered)) expect(raw, what).not.toBe(signed);
    expect(Object.keys(verdicts.tampered)).toHaveLength(6);
    for (const [what, verdict] of Object.entries(verdicts.tampered)) {
      expect(verdict.ok, what).toBe(false);
    }
    expect(verdicts.strangerKey.ok).toBe(false);
    // The untouched mail verified (first test), so these failures are the changes'.
    expect(verdicts.signed.ok).toBe(true);
  });

  it("goes unsigned when no key is configured", () => {
    expect(unsigned.slice(0, unsigned.indexOf("\r\n\r\n"))).not.toMatch(/^DKIM-Signature:/im);
    expect(verdicts.unsigned).toMatchObject({ ok: false, signed: [] });
  });
});
