import type { FormSessionReply } from "~/leads/forms/lead-result";

/**
 * The signed session of a form the server did not render (the header's
 * consultation dialog), fetched from /forms/:form/session when the form
 * appears. The server treats a form without a signed session, or one sent
 * sooner than the minimum fill time after the session was issued, as spam; so
 * the form asks this object for its token at submit time and, when it is not
 * ready yet (still on its way, lost on a bad connection, or the visitor was
 * quicker than the minimum), waits for it instead of sending something a
 * person would be flagged for.
 *
 * Time is counted from when the reply arrived: the server issued the session
 * before that, so by this clock the server always sees at least as long.
 */
export interface FetchedFormSessionOptions {
  url: string;
  fetch?: typeof fetch;
  /** A monotonic clock in milliseconds. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Added to the minimum, for the server's clock ticking a little differently. */
export const FILL_TIME_MARGIN_MS = 250;

interface Arrived {
  token: string;
  readyAt: number;
}

export class FetchedFormSession {
  private arrived: Arrived | undefined;
  private request: Promise<Arrived> | undefined;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: FetchedFormSessionOptions) {
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.now = options.now ?? (() => performance.now());
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** Starts fetching the session now, so it is usually there before the visitor sends. */
  prefetch(): void {
    this.load().catch(() => {
      // Tried again when the visitor sends (whenReady).
    });
  }

  /** The token, when it can be sent at once; undefined when the form must wait (whenReady). */
  readyToken(): string | undefined {
    const arrived = this.arrived;
    return arrived && this.now() >= arrived.readyAt ? arrived.token : undefined;
  }

  /** Resolves with the token once it can be sent; rejects when no session could be fetched. */
  async whenReady(): Promise<string> {
    const arrived = await this.load();
    const left = arrived.readyAt - this.now();
    if (left > 0) await this.sleep(left);
    return arrived.token;
  }

  private load(): Promise<Arrived> {
    if (this.arrived) return Promise.resolve(this.arrived);
    this.request ??= this.fetchReply().then(
      (arrived) => (this.arrived = arrived),
      (error: unknown) => {
        this.request = undefined; // the next send asks again
        throw error;
      },
    );
    return this.request;
  }

  private async fetchReply(): Promise<Arrived> {
    const response = await this.fetch(this.options.url, {
      headers: { Accept: "application/json" },
      cache: "no-store",
      credentials: "same-origin",
    });
    if (!response.ok) throw new Error(`form session: HTTP ${response.status}`);
    const reply = parseReply(await response.json());
    const { key, issuedAt, signature } = reply.session;
    return {
      token: `${key}.${issuedAt}.${signature}`,
      readyAt: this.now() + reply.minFillSeconds * 1000 + FILL_TIME_MARGIN_MS,
    };
  }
}

/** Checks the reply's shape by hand: the form's schemas (zod) may not be loaded yet. */
function parseReply(body: unknown): FormSessionReply {
  const { session, minFillSeconds } = (body ?? {}) as Partial<FormSessionReply>;
  if (
    typeof session?.key !== "string" ||
    !Number.isSafeInteger(session.issuedAt) ||
    typeof session.signature !== "string" ||
    session.signature === "" ||
    typeof minFillSeconds !== "number" ||
    !Number.isFinite(minFillSeconds)
  )
    throw new Error("form session: unexpected reply");
  return { session, minFillSeconds: Math.max(0, minFillSeconds) };
}
