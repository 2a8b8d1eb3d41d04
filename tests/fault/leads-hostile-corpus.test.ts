// Hostile-input corpus: malformed and malicious requests against every lead
// form's action. The site must answer each with a 2xx, 3xx or 4xx, never a
// 5xx, must not echo markup back as markup, and must stay up.
//
//   BUILD_DIR=build npx vitest run --project fault
//
// Starts the built server on 127.0.0.1, on a port the system picks, with a fresh database.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort } from "../free-port";
import { newServerDataDir } from "../server-data-dir";

const buildDir = process.env.BUILD_DIR ?? "build";
const dataDir = newServerDataDir("kamo-corpus-");
let base = "";
let server: ChildProcess | undefined;

const endpoints = [
  "/consultation",
  "/forms/quick-contact",
  "/forms/lets-talk",
  "/dealer",
  "/distributor",
  "/contractor",
  "/contractor?variant=short",
  "/vendor",
];

const XSS = `"><script>alert(1)</script><img src=x onerror=alert(2)>`;
const text = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  type: "application/x-www-form-urlencoded",
});
const everyField = (value: string) =>
  text(
    Object.fromEntries(
      [
        "name",
        "email",
        "countryCode",
        "mobile",
        "message",
        "type",
        "product",
        "phone",
        "question",
        "subject",
        "partnerName",
        "firmName",
        "firmType",
        "state",
        "tin",
        "dateOfBirth",
        "branchAndBank",
        "companiesDealtWith",
        "applicatorName",
        "pan",
        "competitors",
        "processes",
        "zip",
        "yearEstablished",
        "_session",
        "company_website",
      ].map((f) => [f, value]),
    ),
  );

type Case = { label: string; body?: string | ArrayBuffer; type?: string; method?: string };

const corpus: Case[] = [
  { label: "empty body", body: "", type: "application/x-www-form-urlencoded" },
  { label: "no content type", body: "name=x" },
  { label: "JSON body", body: JSON.stringify({ name: "x", email: "y" }), type: "application/json" },
  { label: "broken JSON", body: "{not json", type: "application/json" },
  {
    label: "XML",
    body: "<?xml version='1.0'?><!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]><x>&e;</x>",
    type: "application/xml",
  },
  {
    label: "multipart without boundary",
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
    type: "multipart/form-data",
  },
  {
    label: "multipart, wrong boundary",
    body: "--y\r\n\r\n--y--",
    type: "multipart/form-data; boundary=x",
  },
  {
    label: "multipart with a file",
    body: '--x\r\nContent-Disposition: form-data; name="name"; filename="a.exe"\r\nContent-Type: application/octet-stream\r\n\r\nMZ\x00\x01\r\n--x--\r\n',
    type: "multipart/form-data; boundary=x",
  },
  {
    label: "bad percent-encoding",
    body: "name=%zz%&email=%E0%A4&mobile=%%%",
    type: "application/x-www-form-urlencoded",
  },
  {
    label: "invalid UTF-8 bytes",
    body: new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe, 0xc3, 0x28]).buffer,
    type: "application/x-www-form-urlencoded",
  },
  { label: "NUL and control characters", ...everyField("a\u0000b\u0007c\u001bd") },
  { label: "script and HTML in every field", ...everyField(XSS) },
  { label: "SQL injection in every field", ...everyField("'; DROP TABLE leads; --") },
  { label: "RTL override and zero-width", ...everyField("\u202egnp.exe\u200b\u200d") },
  { label: "emoji and scripts", ...everyField("🙏🏽 नमस्ते வணக்கம் مرحبا 👨‍👩‍👧") },
  { label: "lone surrogate", ...everyField("\ud800x") },
  { label: "very long values", ...everyField("x".repeat(30_000)) },
  {
    label: "prototype pollution names",
    ...text({ __proto__: "x", constructor: "y", toString: "z", name: "x" } as Record<
      string,
      string
    >),
  },
  {
    label: "repeated fields",
    body: "name=a&name=b&email=a@b.co&email=c@d.co&competitors=50&competitors=50&competitors=999",
    type: "application/x-www-form-urlencoded",
  },
  {
    label: "thousands of fields",
    body: Array.from({ length: 5_000 }, (_, i) => `f${i}=${i}`).join("&"),
    type: "application/x-www-form-urlencoded",
  },
  { label: "forged session", ...text({ _session: "../../etc/passwd.1.AAAA", name: "x" }) },
  {
    label: "session from the future",
    ...text({ _session: "0123456789abcdef0123456789abcdef.99999999999999.x" }),
  },
  {
    label: "header-injection attempt",
    ...text({ name: "x\r\nSet-Cookie: a=b", email: "a@b.co\r\nBcc: x@y.z" }),
  },
  {
    label: "numbers out of range",
    ...text({
      yearEstablished: "1e309",
      turnoverLakh: "-1",
      presidentExperience: "99999999999999999999",
    }),
  },
  {
    label: "dates that are not",
    ...text({
      dateOfBirth: "2023-02-31",
      formDate: "0000-00-00",
      marriageAnniversary: "yesterday",
    }),
  },
  { label: "PUT", method: "PUT", ...text({ name: "x" }) },
  { label: "DELETE", method: "DELETE" },
  { label: "PATCH", method: "PATCH", ...text({ name: "x" }) },
  { label: "over the body limit (413)", ...text({ name: "x".repeat(1_100_000) }) },
];

async function up(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(buildDir, "server-main.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: base,
      SEED_SAMPLE_CONTENT: "false",
      LEADS_RATE_LIMIT_PER_HOUR: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await up();
}, 150_000);

afterAll(() => {
  server?.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const extra = [
  "/forms/..%2f..%2fetc%2fpasswd",
  "/forms/%00",
  "/forms/consultation/session",
  "/forms/nope/session",
];

test(
  "answers every malformed or hostile request to a lead form with no 5xx, echoes no markup and stays up",
  { timeout: 300_000 },
  async () => {
    const problems: string[] = [];
    let requests = 0;
    for (const endpoint of [...endpoints, ...extra]) {
      for (const c of corpus) {
        requests++;
        const init: RequestInit = { method: c.method ?? "POST", redirect: "manual" };
        if (c.body !== undefined && init.method !== "GET") init.body = c.body;
        if (c.type) init.headers = { "Content-Type": c.type };
        let status = 0;
        let html = "";
        try {
          const response = await fetch(`${base}${endpoint}`, init);
          status = response.status;
          html = await response.text();
        } catch (error) {
          problems.push(
            `${endpoint} ${c.label}: no answer (${error instanceof Error ? error.message : error})`,
          );
          continue;
        }
        if (status >= 500) problems.push(`${endpoint} ${c.label}: HTTP ${status}`);
        if (html.includes("<script>alert(1)"))
          problems.push(`${endpoint} ${c.label}: markup echoed unescaped`);
      }
    }
    expect(requests, "requests sent").toBeGreaterThan(100);
    expect(problems, `problems in ${requests} requests`).toEqual([]);
    expect((await fetch(`${base}/healthz`)).ok, "healthy after the corpus").toBe(true);
  },
);
