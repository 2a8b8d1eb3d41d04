import { setLogDestination } from "~/lib/log/logger.server";

export interface CapturedLogs {
  /** Every line written since the capture began, parsed. */
  readonly lines: Record<string, unknown>[];
  /** The lines as written (JSON text), for a search of everything logged. */
  text(): string;
  /** Standard output and the level back as they were. */
  restore(): void;
}

/**
 * Reads what the site logs (app/lib/log/logger.server.ts) instead of
 * writing it to standard output, from the lowest level up unless told.
 * Call restore() in a finally or an afterEach.
 */
export function captureLogs(level = "trace"): CapturedLogs {
  const raw: string[] = [];
  const lines: Record<string, unknown>[] = [];
  const restore = setLogDestination(
    {
      write(line: string) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
    level,
  );
  return { lines, text: () => raw.join(""), restore };
}
