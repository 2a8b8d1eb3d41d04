import { createRequire } from "node:module";
import pino, { type DestinationStream, type Logger } from "pino";
import { logSettings } from "~/lib/env.server";
import { singleton } from "~/lib/singleton.server";
import { logContext } from "./context.server";
import { withoutContactDetails } from "./scrub";

/**
 * The site's log (issue 45, ADR 66): one JSON object per line on standard
 * output, for the platform to collect (journald, Docker, a log shipper).
 * Every line carries its level, time, process and, through the work's
 * context (context.server.ts), the id of the request that caused it:
 *
 *   {"level":"warn","time":"…","pid":7,"hostname":"web-1","reqId":"…","component":"leads","msg":"…"}
 *
 * Personal data never goes in a line: callers log ids, counts, codes and
 * routes, never what a visitor typed (docs/operations/logs.md). The redaction
 * below is a second line of defence for a field passed by mistake, not a
 * licence to pass one.
 */

/** Fields that hold personal data wherever they appear, censored if ever passed. */
const PERSONAL_FIELDS = [
  "email",
  "mobile",
  "phone",
  "name",
  "pan",
  "address",
  "body",
  "query",
  "search",
  "fields",
  "password",
  "cookie",
  "authorization",
];

const REDACTED_PATHS = [
  ...PERSONAL_FIELDS,
  ...PERSONAL_FIELDS.map((field) => `*.${field}`),
  'headers["set-cookie"]',
];

/**
 * An error as a log line holds it: its type, code, message (one line,
 * shortened, contact details hidden) and stack frames, and nothing else. A PostgreSQL error's
 * `detail`, `where` or `table` can quote the row it failed on, a visitor's
 * address in it; pino's own serializer would copy every such property.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: oneLine(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    message: oneLine(error.message),
    ...(error.stack ? { stack: stackFrames(error.stack) } : {}),
  };
}

/** One line, shortened, contact details hidden (scrub.ts). */
function oneLine(text: string): string {
  return withoutContactDetails(text.replace(/\s+/g, " ").trim()).slice(0, 300);
}

/** The "at …" lines only: the first line of a stack repeats the message. */
function stackFrames(stack: string): string {
  return stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .map((line) => line.trim())
    .slice(0, 15)
    .join("\n");
}

/**
 * Where lines go: standard output, written asynchronously in writes of 3
 * to 4 KB (or every 250 ms, whichever comes first) that end on a line's
 * end. A write per line cost a thread-pool round trip per request (ADR 66);
 * and the lines of the processes of a cluster, which share the one pipe,
 * never cut into one another (a pipe takes a write of up to 4 KB whole).
 * pino writes what is left on exit.
 * Tests point it elsewhere (setLogDestination) to read what was logged.
 */
class SwitchableDestination implements DestinationStream {
  constructor(public target: DestinationStream & { flush?: () => void }) {}
  write(line: string): void {
    this.target.write(line);
  }
  flush(): void {
    this.target.flush?.();
  }
}

function standardOutput(pretty: boolean): DestinationStream {
  if (pretty) {
    // Only where the development dependency is installed; JSON otherwise.
    try {
      const load = createRequire(import.meta.url);
      const prettyName = "pino-pretty";
      const makePretty = load(prettyName) as (options: object) => DestinationStream;
      return makePretty({ sync: true, colorize: true, translateTime: "SYS:HH:MM:ss.l" });
    } catch {
      // Fall through to JSON.
    }
  }
  return pino.destination({
    dest: 1,
    sync: false,
    minLength: 3072,
    maxWrite: 4096,
    periodicFlush: 250,
  });
}

interface SiteLog {
  logger: Logger;
  /** The access lines' own root (see accessLogger). */
  access: Logger;
  destination: SwitchableDestination;
}

/** Made once per process, whichever bundle loads this module first. */
const siteLog = singleton("site-log", (): SiteLog => {
  const settings = logSettings();
  const destination = new SwitchableDestination(standardOutput(settings.pretty));
  const common = {
    level: settings.level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  const logger = pino(
    {
      ...common,
      serializers: { err: serializeError },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      // A fresh object each time: pino merges the line's own fields into it.
      mixin: () => ({ ...logContext() }),
    },
    destination,
  );
  return { logger, access: pino(common, destination), destination };
});

/**
 * The site's logger; modules take a child naming themselves (logFor). Its
 * level is LOG_LEVEL's; children follow a change of it (they are made
 * without options, so they read the parent's).
 */
export const logger: Logger = siteLog.logger;

/** A logger whose lines say which part of the site wrote them ("leads", "server", …). */
export function logFor(component: string): Logger {
  return logger.child({ component });
}

/**
 * The access lines' logger (server/request-log.ts): the same output, level
 * and form, without the redaction pass and the context. Its lines are built
 * from a fixed set of fields (method, route id, status, times, sizes, the
 * request's id), which no value a visitor typed can reach, and one is
 * written for every request: the wildcard redaction more than doubled the
 * time to write a line (ADR 66).
 */
export const accessLogger: Logger = siteLog.access.child({ component: "access" });

/**
 * For tests: sends every line to `target` from now on (and at `level`);
 * the returned function puts standard output and the level back.
 */
export function setLogDestination(target: DestinationStream, level = "trace"): () => void {
  const previous = siteLog.destination.target;
  const previousLevel = logger.level;
  siteLog.destination.target = target;
  logger.level = level;
  siteLog.access.level = level;
  return () => {
    siteLog.destination.target = previous;
    logger.level = previousLevel;
    siteLog.access.level = previousLevel;
  };
}
