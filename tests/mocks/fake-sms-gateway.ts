import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A fake of Kaleyra's SMS API (POST /v1/<SID>/messages), written from
 * Kaleyra's documentation and not from our adapter: it checks what the
 * documentation asks for (the api-key header, a form body with to, sender,
 * body, and for an Indian number the DLT template_id; type among the route
 * types) and answers as Kaleyra does: 202 with
 * the request's id and each recipient's message_id, or an error status with
 * JSON { code, message, data: [], error: { field: why } }. A test makes it
 * refuse a number (400), fail (500), hang, or answer slowly. Listens on
 * 127.0.0.1 only.
 *
 * Run on its own: `npx tsx tests/mocks/fake-sms-gateway.ts 3317`.
 */
export type GatewayBehaviour = "ok" | "error" | "hang" | "slow";

export interface GatewayRequest {
  method: string;
  path: string;
  apiKey: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
  answered: number | "hung-up";
}

export interface FakeSmsGateway {
  /** The base address to configure, with the account SID: http://127.0.0.1:<port>/v1/<SID>. */
  url: string;
  sid: string;
  apiKey: string;
  requests: GatewayRequest[];
  /** Texts accepted, as the handset would get them. */
  delivered: Array<{ to: string; sender: string; body: string; templateId: string }>;
  behave(behaviour: GatewayBehaviour, options?: { slowMs?: number }): void;
  /** Numbers (+91…) the gateway refuses as invalid recipients. */
  refuse: Set<string>;
  close(): Promise<void>;
}

const ROUTE_TYPES = new Set(["OTP", "DEFAULT", "MKT", "TXN"]);

function error(
  res: http.ServerResponse,
  status: number,
  code: string,
  message: string,
  fields: Record<string, string> = {},
) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify({ code, message, data: [], error: fields }));
  return status;
}

export async function startFakeSmsGateway(
  options: { port?: number; sid?: string; apiKey?: string } = {},
): Promise<FakeSmsGateway> {
  const sid = options.sid ?? "HXIN1700000000IN";
  const apiKey = options.apiKey ?? "A0123456789abcdef0123456789abcdef";
  const requests: GatewayRequest[] = [];
  const delivered: FakeSmsGateway["delivered"] = [];
  const refuse = new Set<string>();
  const sockets = new Set<Socket>();
  let behaviour: GatewayBehaviour = "ok";
  let slowMs = 2_000;

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const contentType = req.headers["content-type"];
    const text = Buffer.concat(chunks).toString("utf8");
    const form = contentType?.startsWith("application/x-www-form-urlencoded")
      ? Object.fromEntries(new URLSearchParams(text))
      : contentType?.startsWith("application/json")
        ? (JSON.parse(text || "{}") as Record<string, string>)
        : {};
    const record: GatewayRequest = {
      method: req.method ?? "",
      path: new URL(req.url ?? "/", "http://gateway").pathname,
      apiKey: req.headers["api-key"] as string | undefined,
      contentType,
      form,
      answered: "hung-up",
    };
    requests.push(record);
    const answer = () => {
      if (req.method !== "POST" || record.path !== `/v1/${sid}/messages`)
        return error(res, 404, "E404", "Not found");
      if (record.apiKey !== apiKey) return error(res, 401, "E110", "Invalid API key");
      const missing = ["to", "sender", "body"].filter((f) => !form[f]);
      if (missing.length > 0)
        return error(
          res,
          400,
          "E400",
          "Missing parameters",
          Object.fromEntries(missing.map((f) => [f, `${f} is required`])),
        );
      if (!/^\+\d{8,15}$/.test(form.to!))
        return error(res, 400, "E413", "Invalid number", { to: "Invalid number" });
      if (form.to!.startsWith("+91") && !/^\d+$/.test(form.template_id ?? ""))
        return error(res, 400, "E415", "DLT template id is required for Indian numbers", {
          template_id: "template_id is required",
        });
      if (form.type && !ROUTE_TYPES.has(form.type))
        return error(res, 400, "E400", "Invalid type", { type: "Invalid type" });
      // Stricter than Kaleyra, which would send such a text garbled: the test hears of it.
      if (/[^\x20-\x7e\n]/.test(form.body!) && form.unicode !== "1")
        return error(res, 400, "E419", "Unicode content without unicode=1", {
          unicode: "unicode=1 is required for this body",
        });
      if (refuse.has(form.to!))
        return error(res, 400, "E413", `Invalid/incorrect number ${form.to}`, {
          to: `${form.to} is not a valid mobile number`,
        });
      const id = randomUUID();
      delivered.push({
        to: form.to!,
        sender: form.sender!,
        body: form.body!,
        templateId: form.template_id ?? "",
      });
      res.writeHead(202, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          id,
          sender: form.sender,
          type: form.type ?? "DEFAULT",
          body: form.body,
          createdDateTime: new Date().toISOString().replace("T", " ").slice(0, 19) + "+00:00",
          totalCount: 1,
          ...(form.unicode === "1" ? { unicode: 1 } : {}),
          data: [{ message_id: `${id}:1`, recipient: form.to!.replace(/^\+/, "") }],
          error: {},
        }),
      );
      return 202;
    };
    const now = behaviour;
    if (now === "hang") return; // never answers; the client gives up
    if (now === "slow") await new Promise((r) => setTimeout(r, slowMs));
    if (res.destroyed) return;
    if (now === "error") {
      record.answered = error(res, 500, "E500", "Internal server error");
      return;
    }
    record.answered = answer();
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1/${sid}`,
    sid,
    apiKey,
    requests,
    delivered,
    refuse,
    behave(next, opts) {
      behaviour = next;
      if (opts?.slowMs !== undefined) slowMs = opts.slowMs;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

// `npx tsx tests/mocks/fake-sms-gateway.ts [port]` runs it for local development.
if (import.meta.url === `file://${process.argv[1]}`) {
  const gateway = await startFakeSmsGateway({ port: Number(process.argv[2] ?? 3317) });
  console.log(`fake SMS gateway: SMS_API_URL=${gateway.url} SMS_API_KEY=${gateway.apiKey}`);
}
