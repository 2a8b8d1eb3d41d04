import { getEnv } from "~/lib/env.server";
import { timeOutsideCall } from "~/lib/metrics/outside-call.server";

/**
 * The one HTTP client for the company's ERP. Only our server talks to the ERP:
 * the authorization token is read from the environment here and never sent to
 * a browser. Wire shapes are translated in the adapter files beside this one.
 */
export class ErpError extends Error {
  constructor(
    message: string,
    readonly kind: "timeout" | "http" | "malformed" | "network",
  ) {
    super(message);
  }
}

export interface ErpConfig {
  baseUrl: string;
  token: string;
  timeoutMs?: number;
}

/** The ERP settings from the environment, or undefined when the adapter is off. */
export function erpConfigFromEnv(): ErpConfig | undefined {
  const env = getEnv();
  return env.ERP_BASE_URL && env.ERP_TOKEN
    ? { baseUrl: env.ERP_BASE_URL, token: env.ERP_TOKEN }
    : undefined;
}

/**
 * POSTs JSON to an ERP path and returns the parsed JSON, or throws ErpError.
 * Timed and counted by path: our code names a handful of paths, each a constant.
 */
export function erpPostJson(config: ErpConfig, path: string, body: unknown): Promise<unknown> {
  return timeOutsideCall("erp", erpOperation(path), () => postJson(config, path, body));
}

/** A path's last segment ("GetRecords"), lower-cased: a label, never a query string. */
function erpOperation(path: string): string {
  const last = path.split("?")[0]!.split("/").filter(Boolean).pop() ?? "other";
  return /^[A-Za-z0-9_-]{1,40}$/.test(last) ? last.toLowerCase() : "other";
}

async function postJson(config: ErpConfig, path: string, body: unknown): Promise<unknown> {
  const url = new URL(path, config.baseUrl.endsWith("/") ? config.baseUrl : `${config.baseUrl}/`);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        Authorization: config.token,
        Accept: "application/json",
        "Content-Type": "application/json",
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs ?? 8_000),
    });
  } catch (error) {
    const timedOut =
      error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new ErpError(
      timedOut ? `ERP did not answer ${path} in time` : `ERP unreachable for ${path}`,
      timedOut ? "timeout" : "network",
    );
  }
  if (!response.ok) throw new ErpError(`ERP answered ${response.status} for ${path}`, "http");
  try {
    return await response.json();
  } catch {
    throw new ErpError(`ERP sent a response to ${path} that is not JSON`, "malformed");
  }
}
