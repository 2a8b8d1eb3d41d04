import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { MIN_FILL_MS } from "../e2e/min-fill-time";

/**
 * The investor alert sign-up over HTTP, as a script floods it: every 429
 * carries Retry-After (document posts and the enhanced form's .data posts, in
 * both languages), and an address too long for mail is refused with a message
 * under the field and what was typed kept. And the flood the issue reported:
 * many sign-ups at once for the forms of one mailbox send it one mail.
 *
 * Each test speaks from loopback addresses of its own (127.0.41.x, another
 * on a retry), so its posts count against their own per-client limit (60 an
 * hour), not the browsers' 127.0.0.1.
 */
interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(from: string, pathname: string): Promise<Answer> {
  return send(from, "GET", pathname, "");
}

function post(from: string, pathname: string, fields: Record<string, string>): Promise<Answer> {
  return send(from, "POST", pathname, new URLSearchParams(fields).toString());
}

function send(
  from: string,
  method: "GET" | "POST",
  pathname: string,
  payload: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      new URL(pathname, `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`),
      {
        method,
        localAddress: from,
        headers:
          method === "POST"
            ? {
                "Content-Type": "application/x-www-form-urlencoded",
                "Content-Length": Buffer.byteLength(payload),
              }
            : {},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}

const address = (host: number, retry: number) => `127.0.41.${host + 10 * retry}`;

const empty = { email: "", scope: "all", frequency: "immediate" };

test.describe("investor alert sign-up limits", { tag: "@http" }, () => {
  for (const [host, path, words] of [
    [1, "/investors/alerts", "Too many sign-ups"],
    [2, "/hi/investors/alerts", "बहुत अधिक अनुरोध"],
  ] as const) {
    test(`a client over its limit on ${path} is told when to come back (Retry-After)`, async () => {
      const from = address(host, test.info().retry);
      // The limit counts every post, valid or not (LEADS_RATE_LIMIT_PER_HOUR, 60); data posts
      // are the quick way there (no page to render).
      for (let i = 0; i < 60; i++)
        expect((await post(from, `${path}.data`, empty)).status).toBe(400);
      const page = await post(from, path, empty);
      expect(page.status).toBe(429);
      expect(Number(page.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(page.headers["retry-after"])).toBeLessThanOrEqual(3_600);
      expect(page.body).toContain(words);
      // The same from the enhanced form, which posts for data.
      const enhanced = await post(from, `${path}.data`, empty);
      expect(enhanced.status).toBe(429);
      expect(Number(enhanced.headers["retry-after"])).toBeGreaterThan(0);
    });
  }

  for (const [host, path, words] of [
    [3, "/investors/alerts", "at most 64 characters before the @"],
    [4, "/hi/investors/alerts", "@ से पहले अधिकतम 64"],
  ] as const) {
    test(`an address too long for mail is refused on ${path}, under the field, and kept`, async () => {
      const from = address(host, test.info().retry);
      const typed = `${"k".repeat(200)}@example.in`;
      const answer = await post(from, path, { ...empty, email: typed });
      expect(answer.status).toBe(400);
      const input = /<input[^>]*name="email"[^>]*>/.exec(answer.body)?.[0] ?? "";
      expect(input).toContain(`value="${typed}"`);
      expect(input).toContain('aria-invalid="true"');
      expect(input).toMatch(/aria-describedby="[^"]*alerts-email-error/);
      const error = /<p class="field-error" id="alerts-email-error">([^<]*)<\/p>/.exec(
        answer.body,
      )?.[1];
      expect(error).toContain(words);
    });
  }

  test("50 sign-ups at once for the forms of one Gmail mailbox send it one mail", async () => {
    const from = address(5, test.info().retry);
    const name = `floodvictim${Date.now().toString(36)}`;
    const page = await get(from, "/investors/alerts");
    const session = /name="_session" value="([^"]+)"/.exec(page.body)?.[1];
    expect(session).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS));
    const forms = (i: number) =>
      [
        `${name}+${i}@gmail.com`,
        `${name.split("").join(".")}@googlemail.com`,
        `${name.toUpperCase()}@gmail.com`,
        `${name.slice(0, 4)}.${name.slice(4)}+x${i}@GMAIL.com`,
      ][i % 4]!;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(from, "/investors/alerts", { ...empty, email: forms(i), _session: session! }),
      ),
    );
    // Every one is answered alike: the form tells nobody which got the mail.
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(answers.every((a) => a.body.includes("Check your inbox"))).toBe(true);

    const mailDir = path.join(process.env.E2E_DATA_DIR ?? "", "mail");
    const toVictim = () =>
      fs.existsSync(mailDir)
        ? fs.readdirSync(mailDir).filter((file) => {
            const first = fs.readFileSync(path.join(mailDir, file), "utf8").split("\r\n")[0]!;
            const to = first.replace(/^X-Envelope-To: /, "").toLowerCase();
            return to
              .replace(/\+[^@]*/, "")
              .replaceAll(".", "")
              .startsWith(name);
          }).length
        : 0;
    await expect.poll(toVictim, { timeout: 20_000 }).toBe(1);
    // The worker polls every 250 ms here: a second mail would have followed by now.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(toVictim()).toBe(1);
  });
});
