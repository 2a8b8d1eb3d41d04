import net from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freePort } from "../../../tests/free-port";
import { startFakeSmsGateway, type FakeSmsGateway } from "../../../tests/mocks/fake-sms-gateway";
import { fillTemplate, fitVariable } from "./dlt";
import { createSmsGateway, gatewayNumber } from "./gateway.server";
import type { SmsConfig } from "./sms-config.server";

/**
 * The SMS adapter against an independent fake of Kaleyra's API
 * (tests/mocks/fake-sms-gateway.ts): the exact request, and each way a
 * send fails, caused for real (a refusal, a failing server, one that never
 * answers, a port where nothing listens).
 */
let gateway: FakeSmsGateway;
beforeAll(async () => {
  gateway = await startFakeSmsGateway();
});
afterAll(() => gateway.close());
beforeEach(() => {
  gateway.requests.length = 0;
  gateway.delivered.length = 0;
  gateway.refuse.clear();
  gateway.behave("ok");
});

const config = (over: Partial<SmsConfig> = {}): SmsConfig => ({
  baseUrl: gateway.url,
  apiKey: gateway.apiKey,
  senderId: "KAMOPT",
  templateIds: new Map(),
  timeoutMs: 2_000,
  ...over,
});

const TEMPLATE = "Kamo Paints: visit {#var#} booked for {#var#}. Call {#var#} to change it.";
const message = {
  to: "98765 43210",
  templateId: "1107161234567890123",
  template: TEMPLATE,
  variables: ["7K4M-Q2XP", "Wed 2 Dec, morning", "1800 123 4567"],
  ref: "visit-message-1",
};

describe("the request, as Kaleyra documents it", () => {
  it("posts a form to /messages with the api-key header, the DLT header and template id, +91 and the filled text", async () => {
    const result = await createSmsGateway(config()).send(message);
    expect(result).toMatchObject({ ok: true, status: 202 });
    expect(result.ok && result.messageId).toMatch(/^[0-9a-f-]{36}:1$/);
    expect(gateway.requests).toHaveLength(1);
    const request = gateway.requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe(`/v1/${gateway.sid}/messages`);
    expect(request.apiKey).toBe(gateway.apiKey);
    expect(request.contentType).toBe("application/x-www-form-urlencoded");
    expect(request.form).toEqual({
      to: "+919876543210",
      sender: "KAMOPT",
      type: "TXN",
      body: "Kamo Paints: visit 7K4M-Q2XP booked for Wed 2 Dec, morning. Call 1800 123 4567 to change it.",
      template_id: "1107161234567890123",
      ref: "visit-message-1",
    });
  });

  it("marks a Hindi text as unicode and sends it whole", async () => {
    const result = await createSmsGateway(config()).send({
      ...message,
      template: "कामो पेंट्स: विज़िट {#var#} बुक हुई।",
      variables: ["7K4M-Q2XP"],
    });
    expect(result.ok).toBe(true);
    expect(gateway.requests[0]!.form).toMatchObject({
      unicode: "1",
      body: "कामो पेंट्स: विज़िट 7K4M-Q2XP बुक हुई।",
    });
  });

  it("refuses, without a request, a number that is not an Indian mobile and a text that does not fit its template", async () => {
    const sms = createSmsGateway(config());
    expect(await sms.send({ ...message, to: "12345" })).toMatchObject({
      ok: false,
      retryable: false,
      kind: "invalid-message",
    });
    expect(await sms.send({ ...message, variables: ["only one"] })).toMatchObject({
      ok: false,
      retryable: false,
      kind: "invalid-message",
    });
    expect(await sms.send({ ...message, variables: ["x".repeat(31), "b", "c"] })).toMatchObject({
      ok: false,
      retryable: false,
    });
    expect(gateway.requests).toHaveLength(0);
  });
});

describe("how a failed send is reported", () => {
  it("a 4xx refusal is final, with the gateway's code and message, and never the number", async () => {
    gateway.refuse.add("+919876543210");
    const result = await createSmsGateway(config()).send(message);
    expect(result).toMatchObject({ ok: false, retryable: false, kind: "rejected", status: 400 });
    const error = result.ok ? "" : result.error;
    expect(error).toContain("the SMS gateway answered 400: E413 Invalid/incorrect number");
    expect(error).not.toMatch(/98765|43210/);
  });

  it("a wrong key is a configuration fault: retryable, with the gateway's words", async () => {
    const result = await createSmsGateway(config({ apiKey: "wrong" })).send(message);
    expect(result).toMatchObject({ ok: false, retryable: true, kind: "auth", status: 401 });
    expect(result.ok ? "" : result.error).toContain("E110 Invalid API key");
  });

  it("a 5xx is temporary: retryable", async () => {
    gateway.behave("error");
    const result = await createSmsGateway(config()).send(message);
    expect(result).toMatchObject({ ok: false, retryable: true, kind: "temporary", status: 500 });
  });

  it("a gateway that never answers is cut off at the timeout: retryable", async () => {
    gateway.behave("hang");
    const started = Date.now();
    const result = await createSmsGateway(config({ timeoutMs: 300 })).send(message);
    expect(result).toMatchObject({ ok: false, retryable: true, kind: "timeout" });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("a gateway that is down (connection refused) is a connection failure: retryable", async () => {
    const port = await freePort();
    const result = await createSmsGateway(
      config({ baseUrl: `http://127.0.0.1:${port}/v1/${gateway.sid}` }),
    ).send(message);
    expect(result).toMatchObject({ ok: false, retryable: true, kind: "connection" });
    expect(result.ok ? "" : result.error).toContain("ECONNREFUSED");
  });

  it("a server that accepts the connection and closes it is a connection failure too", async () => {
    const server = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const result = await createSmsGateway(
        config({ baseUrl: `http://127.0.0.1:${port}/v1/X` }),
      ).send(message);
      expect(result).toMatchObject({ ok: false, retryable: true, kind: "connection" });
    } finally {
      server.close();
    }
  });
});

describe("DLT templates", () => {
  it("fills {#var#} in order and refuses a variable past 30 characters", () => {
    expect(fillTemplate("a {#var#} b {#var#}", ["1", "2"])).toBe("a 1 b 2");
    expect(() => fillTemplate("a {#var#}", ["x".repeat(31)])).toThrow(/30/);
  });

  it("cuts a long value after a whole word, and a Devanagari letter keeps its vowel sign", () => {
    const cut = fitVariable("2 shades, Weather Classic Max, ₹24,530", "en");
    expect([...cut].length).toBeLessThanOrEqual(30);
    expect(cut).toBe("2 shades, Weather Classic Max…");
    const hindi = fitVariable("वेदर क्लासिक मैक्स इमल्शन, दो शेड, अनुमान ₹24,530", "hi");
    expect([...hindi].length).toBeLessThanOrEqual(30);
    expect(hindi.endsWith("…")).toBe(true);
    const kept = hindi.slice(0, -1).trimEnd();
    const source = "वेदर क्लासिक मैक्स इमल्शन, दो शेड, अनुमान ₹24,530";
    const ends = [...new Intl.Segmenter("hi", { granularity: "grapheme" }).segment(source)].map(
      (s) => s.index + s.segment.length,
    );
    expect(source.startsWith(kept)).toBe(true);
    expect(ends).toContain(kept.length);
  });

  it("reads +91, 91 and 0 before the 10 digits, and nothing else", () => {
    expect(gatewayNumber("+91 98765 43210")).toBe("+919876543210");
    expect(gatewayNumber("09876543210")).toBe("+919876543210");
    expect(gatewayNumber("9876543210")).toBe("+919876543210");
    expect(gatewayNumber("5876543210")).toBeUndefined();
    expect(gatewayNumber("+1 415 555 0100")).toBeUndefined();
  });
});
