import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { logFor } from "~/lib/log/logger.server";
import { captureLogs, type CapturedLogs } from "../tests/log-capture";
import { REQUEST_ID_HEADER, createRequestLog } from "./request-log";

const routes = {
  root: { id: "root", path: "" },
  "company/routes/about": { id: "company/routes/about", parentId: "root", path: "about" },
  "hi/company/routes/about": { id: "hi/company/routes/about", parentId: "root", path: "hi/about" },
  "leads/routes/forms.$form": {
    id: "leads/routes/forms.$form",
    parentId: "root",
    path: "forms/:form",
  },
} as const;

let captured: CapturedLogs | undefined;
let server: http.Server | undefined;
afterEach(async () => {
  captured?.restore();
  captured = undefined;
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A small server answering as ours does, through the request log. */
async function start(trustProxy: boolean): Promise<string> {
  const requests = createRequestLog({ build: { routes } as never, trustProxy });
  server = http.createServer((req, res) => {
    const trace = requests.begin(req, res);
    if (req.url === "/cached") {
      trace.cacheHit = true;
      trace.bytes = 5;
      res.writeHead(200, ["Content-Length", "5", REQUEST_ID_HEADER, trace.id]);
      return res.end("hello");
    }
    void trace.run(async () => {
      res.setHeader(REQUEST_ID_HEADER, trace.id);
      await new Promise((resolve) => setTimeout(resolve, 2));
      logFor("test").warn("a line the request caused");
      if (req.url?.startsWith("/assets/")) trace.staticFile = true;
      const body = "page";
      res.writeHead(req.url?.startsWith("/forms/") ? 303 : 200, {
        "Content-Length": body.length,
        ...(req.url === "/about" ? { "X-Cache": "MISS" } : {}),
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

describe("the access log", () => {
  it("writes one line per request by route id, never the address or its query", async () => {
    captured = captureLogs("info");
    const origin = await start(false);
    const answers = await Promise.all(
      [
        "/about",
        "/hi/about?x=1",
        "/forms/dealer?email=zqx%40example.in",
        "/assets/a.js",
        "/cached",
      ].map((path) => fetch(origin + path)),
    );
    await Promise.all(answers.map((answer) => answer.text()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const access = captured.lines.filter((line) => line.component === "access");
    expect(access).toHaveLength(5);
    const byRoute = Object.fromEntries(access.map((line) => [`${line.route}|${line.lang}`, line]));
    expect(byRoute["company/routes/about|en"]).toMatchObject({
      method: "GET",
      status: 200,
      bytes: 4,
      cache: "miss",
      msg: "request",
    });
    expect(byRoute["company/routes/about|hi"]).toMatchObject({ cache: "pass" });
    expect(byRoute["leads/routes/forms.$form|en"]).toMatchObject({ status: 303 });
    expect(byRoute["static|undefined"]).toMatchObject({ status: 200 });
    expect(access.find((line) => line.cache === "hit")).toMatchObject({ bytes: 5 });
    for (const line of access) expect(typeof line.ms).toBe("number");
    expect(captured.text()).not.toContain("zqx");
    expect(captured.text()).not.toContain("x=1");
  });

  it("returns each request's id and puts it on the lines its work writes", async () => {
    captured = captureLogs("info");
    const origin = await start(false);
    const answer = await fetch(`${origin}/about`, {
      headers: { "X-Request-Id": "visitor-chosen" },
    });
    await answer.text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const id = answer.headers.get(REQUEST_ID_HEADER);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const caused = captured.lines.find((line) => line.msg === "a line the request caused");
    expect(caused).toMatchObject({ reqId: id });
    expect(captured.lines.find((line) => line.component === "access")).toMatchObject({ reqId: id });
  });

  it("takes a trusted proxy's id", async () => {
    captured = captureLogs("info");
    const origin = await start(true);
    const answer = await fetch(`${origin}/cached`, { headers: { "X-Request-Id": "lb-1234abcd" } });
    await answer.text();
    expect(answer.headers.get(REQUEST_ID_HEADER)).toBe("lb-1234abcd");
  });
});
