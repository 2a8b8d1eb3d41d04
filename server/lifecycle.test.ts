import http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { HealthCheck } from "~/db/health.server";
import { createLifecycle, drainHttpServer, gateRequests } from "./lifecycle";

/**
 * The lifecycle in front of the app server (ADR 68): what /readyz, /healthz
 * and a page answer while starting, ready and draining; and a drain that
 * answers a request whose connection was open, but silent, when SIGTERM came.
 */
const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

async function listening(
  handler: http.RequestListener,
): Promise<{ server: http.Server; origin: string; port: number }> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, port };
}

const healthy: HealthCheck = { check: async () => ({ status: 200, body: "ok\n" }) };

/** One HTTP/1.1 request on a raw socket: the status line and headers as the server sent them. */
function rawRequest(socket: net.Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
    socket.once("end", () => resolve(text));
    socket.once("close", () => resolve(text));
    socket.once("error", reject);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  });
}

/** One request on a kept-alive raw socket: resolves once its answer ("page") is in, or the socket ends. */
function nextAnswer(socket: net.Socket, path: string): Promise<string> {
  return new Promise((resolve) => {
    // Closed by the server while it sat idle: the request would meet a reset.
    if (socket.destroyed || !socket.writable)
      return resolve("(the server had closed the connection)");
    let text = "";
    const done = () => {
      socket.off("data", onData);
      resolve(text);
    };
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.endsWith("page")) done();
    };
    socket.on("data", onData);
    for (const event of ["end", "close", "error"]) socket.once(event, done);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  });
}

describe("the lifecycle gate", () => {
  it("answers starting, then what the health check says, then draining with Connection: close", async () => {
    const pages: string[] = [];
    const lifecycle = createLifecycle();
    const { server, origin } = await listening((req, res) => {
      pages.push(req.url ?? "");
      res.end("page");
    });
    gateRequests(server, lifecycle, healthy);

    const starting = await fetch(`${origin}/readyz`);
    expect([starting.status, await starting.text()]).toEqual([503, "starting\n"]);
    const health = await fetch(`${origin}/healthz`);
    expect([health.status, await health.text()]).toEqual([503, "starting\n"]);
    const page = await fetch(`${origin}/about`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(pages, "nothing reaches the app while starting").toEqual([]);

    lifecycle.ready();
    const ready = await fetch(`${origin}/readyz`);
    expect([ready.status, await ready.text()]).toEqual([200, "ok\n"]);
    expect((await fetch(`${origin}/about`)).status).toBe(200);
    expect(pages).toEqual(["/about"]);

    lifecycle.drain();
    const draining = await fetch(`${origin}/readyz`);
    expect([draining.status, await draining.text()]).toEqual([503, "draining\n"]);
    const socket = net.connect(Number(new URL(origin).port), "127.0.0.1");
    const answer = await rawRequest(socket, "/about");
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
  });

  it("answers what the health check says once ready: a database that cannot be written takes it out", async () => {
    const lifecycle = createLifecycle();
    const { server, origin } = await listening((_req, res) => res.end("page"));
    gateRequests(server, lifecycle, {
      check: async () => ({ status: 503, body: "database writes failing\n" }),
    });
    lifecycle.ready();
    const ready = await fetch(`${origin}/readyz`);
    expect([ready.status, await ready.text()]).toEqual([503, "database writes failing\n"]);
  });
});

describe("draining an HTTP server", () => {
  it("answers a request sent on a connection that was open but silent when the drain began, then refuses new ones", async () => {
    const lifecycle = createLifecycle();
    const { server, port } = await listening((_req, res) => res.end("page"));
    gateRequests(server, lifecycle, healthy);
    lifecycle.ready();
    // Connected, nothing sent yet: the state of a request whose bytes are still unread.
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));

    lifecycle.drain();
    const drained = drainHttpServer(server, { delayMs: 0, idleGraceMs: 500 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answer = await rawRequest(socket, "/late");
    expect(answer, "the request sent 0.1 s into the drain").toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);

    const refused = await fetch(`http://127.0.0.1:${port}/new`).then(
      () => "answered",
      (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
    );
    expect(refused).toBe("ECONNREFUSED");
    await drained;
  });

  it("answers the next request on a kept-alive connection that was idle when the drain began (issue 45's resets)", async () => {
    const lifecycle = createLifecycle();
    const { server, port } = await listening((_req, res) => res.end("page"));
    gateRequests(server, lifecycle, healthy);
    lifecycle.ready();
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    expect(await nextAnswer(socket, "/first")).toMatch(/^HTTP\/1\.1 200 OK\r\n[^]*keep-alive/i);

    lifecycle.drain();
    const drained = drainHttpServer(server, { delayMs: 0, idleGraceMs: 500 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await nextAnswer(socket, "/second");
    expect(second, "the request sent 0.1 s into the drain, on the idle connection").toMatch(
      /^HTTP\/1\.1 200 OK\r\n/,
    );
    expect(second).toMatch(/\r\nConnection: close\r\n/i);
    await drained;
  });

  it("closes a connection that never sends a request once the grace has passed", async () => {
    const { server, port } = await listening((_req, res) => res.end("page"));
    gateRequests(server, createLifecycle(), healthy);
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const closed = new Promise<number>((resolve) =>
      socket.once("close", () => resolve(Date.now())),
    );
    const started = Date.now();
    await drainHttpServer(server, { delayMs: 0, idleGraceMs: 300 });
    expect((await closed) - started).toBeGreaterThanOrEqual(250);
  });
});
