import { EventEmitter } from "node:events";
import { singleton } from "~/lib/singleton.server";

/**
 * "queued": a mail was queued in this process, so this process's alert worker
 * starts a pass at once instead of at its next poll. On globalThis (singleton):
 * the HTTP server and the React Router bundle each load their own module copy.
 */
export const alertEvents = singleton("investor-alert-events", () => new EventEmitter());
