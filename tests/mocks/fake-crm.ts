import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A fake of the CRM's pushCRMDealMongo endpoint for tests and local
 * development. It records every request (query, JSON body, idempotency key)
 * and answers as the test says: 200, 500, slowly, or not at all. Like a real
 * CRM that honours Idempotency-Key, it counts a lead once however often the
 * same key is sent successfully. Given `maxQueryBytes`, it refuses longer
 * query strings with 414, as IIS does past 2,048 bytes. It also takes the
 * erase call (eraseCRMContact, issue 44): an erase answered 200 is recorded
 * in `erasures` once per idempotency key, as a CRM would erase once.
 * Listens on 127.0.0.1 only.
 *
 * Run on its own: `npx tsx tests/mocks/fake-crm.ts 3316` (answers 200).
 */
export type CrmBehaviour = "ok" | "error" | "slow" | "hang";

export interface CrmRequestRecord {
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
  idempotencyKey: string | undefined;
  answered: number | "hung-up" | "timed-out";
}

export interface FakeCrm {
  url: string;
  accountId: string;
  requests: CrmRequestRecord[];
  /** Idempotency keys answered 200, with how many times each was. */
  accepted: Map<string, number>;
  /** The erasures the CRM carried out, one per idempotency key, in order. */
  erasures: Array<{ idempotencyKey: string; mobiles: unknown; emails: unknown; leadIds: unknown }>;
  behave(behaviour: CrmBehaviour, options?: { slowMs?: number }): void;
  close(): Promise<void>;
}

export async function startFakeCrm(
  options: { port?: number; accountId?: string; maxQueryBytes?: number } = {},
): Promise<FakeCrm> {
  const accountId = options.accountId ?? "kamo-test-account";
  let behaviour: CrmBehaviour = "ok";
  let slowMs = 2_000;
  const requests: CrmRequestRecord[] = [];
  const accepted = new Map<string, number>();
  const erasures: FakeCrm["erasures"] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://fake-crm");
    const text = Buffer.concat(chunks).toString("utf8");
    let body: Record<string, unknown> | undefined;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    } catch {
      body = { raw: text };
    }
    const record: CrmRequestRecord = {
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      idempotencyKey: req.headers["idempotency-key"] as string | undefined,
      answered: "hung-up",
    };
    requests.push(record);
    const erase = url.pathname === `/api/WebApi/eraseCRMContact/${accountId}`;
    if (!erase && url.pathname !== `/api/WebApi/pushCRMDealMongo/${accountId}`) {
      record.answered = 404;
      res.writeHead(404).end();
      return;
    }
    if (options.maxQueryBytes !== undefined && url.search.length - 1 > options.maxQueryBytes) {
      record.answered = 414;
      res.writeHead(414).end();
      return;
    }
    const now = behaviour;
    if (now === "hang") return; // never answers; the client times out
    if (now === "slow") await new Promise((r) => setTimeout(r, slowMs));
    if (res.destroyed) {
      record.answered = "timed-out";
      return;
    }
    if (now === "error") {
      record.answered = 500;
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ status: "error" }));
      return;
    }
    const key = record.idempotencyKey ?? `no-key-${requests.length}`;
    accepted.set(key, (accepted.get(key) ?? 0) + 1);
    // A repeat of an erase already done (same key) erases nothing more.
    if (erase && accepted.get(key) === 1)
      erasures.push({
        idempotencyKey: key,
        mobiles: body?.mobiles,
        emails: body?.emails,
        leadIds: body?.leadIds,
      });
    record.answered = 200;
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ status: "success" }));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accountId,
    requests,
    accepted,
    erasures,
    behave(next, opts = {}) {
      behaviour = next;
      if (opts.slowMs !== undefined) slowMs = opts.slowMs;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

// `npx tsx tests/mocks/fake-crm.ts [port]` runs it for local development.
if (import.meta.url === `file://${process.argv[1]}`) {
  const crm = await startFakeCrm({ port: Number(process.argv[2] ?? 3316) });
  console.log(`fake CRM on ${crm.url} (account ${crm.accountId}); CRM_BASE_URL=${crm.url}`);
  setInterval(() => {
    const last = crm.requests.at(-1);
    if (last) console.log(`${crm.requests.length} requests; last: ${JSON.stringify(last.query)}`);
  }, 5_000).unref();
}
