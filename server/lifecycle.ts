import type http from "node:http";
import net, { type Socket } from "node:net";
import type { HealthCheck } from "~/db/health.server";
import { FILE_CONTENT_SECURITY_POLICY, baseSecurityHeaders } from "~/lib/security.server";

/**
 * A server process's life as a load balancer sees it (ADR 68):
 *
 * - starting: the port is open, migrations and seeding run. /readyz and
 *   /healthz answer 503 "starting"; any other request 503 with Retry-After
 *   (nothing could answer it yet);
 * - ready: /readyz answers what /healthz answers (the database reads and
 *   takes a write, ADR 35);
 * - draining (after SIGTERM): /readyz answers 503 "draining", so the balancer
 *   sends nothing new; requests still arriving are answered, each with
 *   `Connection: close`, so no kept-alive connection carries another.
 *
 * /healthz stays the liveness check, answered by the app server once ready.
 */
export type LifecycleState = "starting" | "ready" | "draining";

export interface Lifecycle {
  readonly state: LifecycleState;
  ready(): void;
  drain(): void;
}

export function createLifecycle(): Lifecycle {
  let state: LifecycleState = "starting";
  return {
    get state() {
      return state;
    },
    ready() {
      if (state === "starting") state = "ready";
    },
    drain() {
      state = "draining";
    },
  };
}

export const READINESS_PATH = "/readyz";
const HEALTH_PATH = "/healthz";
/** What a request that comes while the server starts is told to wait (s). */
const STARTING_RETRY_AFTER_SECONDS = 5;

/**
 * Puts the lifecycle in front of the server's own request handling: the
 * handlers already on `request` run only for requests this does not answer
 * (/readyz always, and anything at all while starting). Wrapped from outside
 * so the app server (server/app-server.ts) stays as it is.
 */
export function gateRequests(server: http.Server, lifecycle: Lifecycle, health: HealthCheck): void {
  const handlers = server.listeners("request") as Array<
    (req: http.IncomingMessage, res: http.ServerResponse) => void
  >;
  server.removeAllListeners("request");
  trackConnections(server);
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const state = lifecycle.state;
    // Without this, a balancer's kept-alive connection would carry more requests to a process about to exit.
    if (state === "draining") res.shouldKeepAlive = false;
    const url = req.url ?? "/";
    if (isPath(url, READINESS_PATH)) return void answerReadiness(req, res, state, health);
    if (state === "starting") {
      if (isPath(url, HEALTH_PATH)) return plainAnswer(req, res, 503, "starting\n");
      return plainAnswer(req, res, 503, "The site is starting. Please try again in a moment.\n", {
        "Retry-After": String(STARTING_RETRY_AFTER_SECONDS),
      });
    }
    for (const handler of handlers) handler.call(server, req, res);
  });
}

/** Whether a request target is `path`, with or without a query; cheap, as every request asks. */
function isPath(url: string, path: string): boolean {
  return url.startsWith(path) && (url.length === path.length || url[path.length] === "?");
}

async function answerReadiness(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  state: LifecycleState,
  health: HealthCheck,
): Promise<void> {
  if (state !== "ready") return plainAnswer(req, res, 503, `${state}\n`);
  const report = await health.check().catch(() => ({ status: 503, body: "health check failed\n" }));
  plainAnswer(req, res, report.status, report.body);
}

function plainAnswer(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return void res.end();
  res.writeHead(status, {
    ...baseSecurityHeaders({ https: false }),
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "Content-Security-Policy": FILE_CONTENT_SECURITY_POLICY,
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

export interface DrainOptions {
  /** How long the port stays open after SIGTERM, /readyz saying 503, for the balancer to notice. */
  delayMs: number;
  /** After the port closes, how long a connection that sent nothing yet is given to send its request. */
  idleGraceMs: number;
}

/**
 * Stops an HTTP server without dropping a request: the port closes (after
 * `delayMs`), every request already sent is answered with `Connection:
 * close`, and only after `idleGraceMs` are the connections that carry no
 * request closed (kept-alive ones, and ones that never sent anything).
 * Resolves once every connection has ended.
 *
 * Node's own server.close() closes idle connections at once, and so did our
 * shutdown: a request whose bytes had arrived but not yet been read (the
 * event loop busy rendering) counted as idle, and its connection was reset
 * (2 of 6 GETs sent 0.1 s before SIGTERM, issue 45). So the listening socket
 * is closed here the way net.Server does, without that.
 */
export async function drainHttpServer(server: http.Server, options: DrainOptions): Promise<void> {
  if (options.delayMs > 0) await delay(options.delayMs);
  const closed = new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    net.Server.prototype.close.call(server, () => resolve());
  });
  await delay(options.idleGraceMs);
  // Again and again: a request begun before SIGTERM was answered keep-alive, and its
  // connection turns idle only later.
  // In the event loop's check phase, after its poll phase has read what arrived: after a
  // long render a timer runs before the reads, and a request already in the kernel's buffer
  // would look silent.
  const closeSilent = () =>
    setImmediate(() => {
      server.closeIdleConnections();
      for (const socket of connections.get(server) ?? []) if (!responding(socket)) socket.destroy();
    });
  closeSilent();
  const sweep = setInterval(closeSilent, IDLE_SWEEP_MS);
  await closed;
  clearInterval(sweep);
}

const IDLE_SWEEP_MS = 200;

/**
 * The open connections of each gated server. Node's closeIdleConnections()
 * leaves alone a connection that has sent nothing yet (it counts as a request
 * starting, for its headers timeout), so one a balancer opened ahead and never
 * used would hold the drain open for a minute; these are closed too.
 */
const connections = new WeakMap<http.Server, Set<Socket>>();

function trackConnections(server: http.Server): void {
  const open = new Set<Socket>();
  connections.set(server, open);
  server.on("connection", (socket: Socket) => {
    open.add(socket);
    socket.once("close", () => open.delete(socket));
  });
}

/** Whether a response is being written on the connection (Node sets it once the request's headers are read). */
function responding(socket: Socket): boolean {
  return Boolean((socket as Socket & { _httpMessage?: unknown })._httpMessage);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
