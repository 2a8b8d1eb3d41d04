import type { DatabaseHandle } from "~/db/client.server";
import type { Env } from "~/lib/env.server";

/**
 * Long-running work that lives beside the web server (the CRM delivery worker
 * joins here with the leads issue). Each job gets the same environment and
 * database as the requests, and stops on shutdown.
 */
export interface BackgroundJobs {
  stop(): void;
}

export function startBackgroundJobs(_deps: { env: Env; database: DatabaseHandle }): BackgroundJobs {
  const stops: Array<() => void> = [];
  return {
    stop() {
      for (const stop of stops) stop();
    },
  };
}
