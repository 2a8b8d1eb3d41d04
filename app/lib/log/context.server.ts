import { AsyncLocalStorage } from "node:async_hooks";
import { singleton } from "~/lib/singleton.server";

/**
 * What every log line written on behalf of one piece of work carries: the
 * request that caused it, and for outbox work the queue and message too.
 * Values are ids and names only, never anything a visitor typed.
 */
export interface LogContext {
  /** The request's id (X-Request-Id), or the id of the request that queued an outbox message. */
  readonly reqId?: string | undefined;
  /** The outbox table a worker is delivering from, e.g. "lead_deliveries". */
  readonly outbox?: string | undefined;
  /** The outbox row being delivered. */
  readonly messageId?: number | undefined;
}

/**
 * One store per process, whichever bundle asks (our HTTP server and the React
 * Router bundle each carry a copy of this module): the server enters it and
 * the route's loaders, actions and stores read it.
 */
const storage = singleton("log-context", () => new AsyncLocalStorage<LogContext>());

/**
 * Runs `work` with `context` added to every log line it causes, awaited
 * work included, over the context it is called in; a field given as
 * undefined is taken away (an outbox message queued by no request is
 * delivered under no request's id, whatever pass delivers it).
 */
export function withLogContext<T>(context: LogContext, work: () => T): T {
  const merged: Record<string, unknown> = { ...storage.getStore(), ...context };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  return storage.run(merged as LogContext, work);
}

/** The context of the work under way, if any. */
export function logContext(): LogContext | undefined {
  return storage.getStore();
}

/**
 * The id of the request under way, for a store to keep with an outbox
 * message so the worker's lines about it name the request that queued it.
 */
export function currentRequestId(): string | null {
  return storage.getStore()?.reqId ?? null;
}
