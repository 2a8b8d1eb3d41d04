import { getEnv } from "~/lib/env.server";

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

/** POSTs JSON to an ERP path and returns the parsed JSON, or throws ErpError. */
export async function erpPostJson(
  config: ErpConfig,
  path: string,
  body: unknown,
): Promise<unknown> {
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
