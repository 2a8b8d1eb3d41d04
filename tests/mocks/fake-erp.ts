import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A fake of the company's ERP for contract tests and local development. Each
 * call the site makes (GetRecords, getTemplateDataList) is answered by a
 * handler the test supplies; every request is recorded so tests can check
 * what our server sent (path, headers, body). Listens on 127.0.0.1 only.
 */
export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  /** A value to send as JSON, or a string sent as-is (for malformed answers). */
  body?: unknown;
  /** Wait this long before answering (slow ERP). */
  delayMs?: number;
  /** Close the connection without answering (failing ERP). */
  hangUp?: boolean;
}

export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export interface FakeErp {
  url: string;
  requests: RecordedRequest[];
  /** Replace the handler for a path, e.g. "/api/Dynamic/GetRecords". */
  on(path: string, handler: FakeHandler): void;
  close(): Promise<void>;
}

export async function startFakeErp(port = 0): Promise<FakeErp> {
  const handlers = new Map<string, FakeHandler>();
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // keep raw text
    }
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const recorded = { path, headers: req.headers, body };
    requests.push(recorded);
    const handler = handlers.get(path);
    const reply: FakeReply = handler
      ? await handler(recorded)
      : { status: 404, body: { error: "no handler" } };
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (reply.hangUp) {
      req.socket.destroy();
      return;
    }
    res.writeHead(reply.status ?? 200, { "Content-Type": "application/json" });
    res.end(typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body ?? {}));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    requests,
    on: (path, handler) => handlers.set(path, handler),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
