import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { clientLimitKey, SlidingWindowLimiter } from "~/lib/forms/rate-limit.server";
import { pdfMessages } from "./messages";

/**
 * PDFs made on request (a shortlist, an estimate), guarded: anyone can ask for
 * one, and each costs a tenth to half a second of CPU, so without a guard a
 * few clients could keep every core of a server busy (issue 41). Per process:
 *
 * - **kept by what they show**: the caller gives a key made from the parsed,
 *   normalised parameters (the same plan in any spelling gives one key); the
 *   files are kept in a cache bounded by bytes, and a kept file is always
 *   served, whatever the load and whoever asks, and counts against no limit.
 *   Requests for a file being made share that one making.
 * - **at most `maxConcurrent` made at once**; a few more wait briefly in a
 *   short queue, and past that a request is answered 503 with Retry-After.
 * - **at most `perClientPerHour` new files per client** (an IPv4 address or an
 *   IPv6 /64, `clientLimitKey`), then 429 with Retry-After. A request the
 *   server then had to refuse as busy still counts: the limit is on asking.
 *
 * Refusals are thrown as Responses (short text in the request's language),
 * which a resource route's loader returns as they are; the server adds the
 * security headers.
 */
export interface PdfGenerationOptions<Job> {
  /** Makes the PDF for a job (in a worker thread, in production). */
  make: (job: Job) => Promise<Uint8Array>;
  maxConcurrent: number;
  /** Bytes of PDFs kept. */
  cacheBytes: number;
  /** New PDFs one client may have made in an hour; 0 turns the limit off. */
  perClientPerHour: number;
  /** Requests that may wait for a turn (default twice maxConcurrent); the rest are refused at once. */
  queueLength?: number;
  /** The longest a request waits for its turn before it is refused (default 5 s). */
  queueWaitMs?: number;
}

/** Figures for tests and the bench. */
export interface PdfGenerationStats {
  /** PDFs made (each started making counts once). */
  made: number;
  /** Being made now. */
  running: number;
  /** The most ever made at once. */
  peak: number;
  /** Answered from the cache, or by sharing a making already under way. */
  served: number;
  refusedBusy: number;
  refusedClient: number;
}

/** Seconds a busy refusal asks a client to wait: long enough for a queue to clear. */
const BUSY_RETRY_SECONDS = 5;
const HOUR_MS = 3_600_000;
/**
 * A file of the content (a brochure, a shade card) waits its turn however
 * many wait: there are about a hundred, each made once per process, so the
 * queue is bounded by the content. A crawler or a visitor opening several
 * after a deploy gets them all, a little later, rather than 503s.
 */
const CONTENT_TURN: Turn = { queueLength: Infinity, waitMs: 60_000 };
/** Bookkeeping counted per kept file beside its bytes (key, entry, map slot). */
const ENTRY_OVERHEAD_BYTES = 128;

export class PdfGeneration<Job> {
  readonly stats: PdfGenerationStats = {
    made: 0,
    running: 0,
    peak: 0,
    served: 0,
    refusedBusy: 0,
    refusedClient: 0,
  };
  private readonly cache: LRUCache<string, Uint8Array>;
  private readonly making = new Map<string, Promise<Uint8Array>>();
  private readonly gate: Gate;
  private readonly requestTurn: Turn;
  private readonly limiter: SlidingWindowLimiter;

  constructor(private readonly options: PdfGenerationOptions<Job>) {
    this.cache = new LRUCache({
      maxSize: Math.max(1, options.cacheBytes),
      sizeCalculation: (bytes, key) => bytes.byteLength + key.length + ENTRY_OVERHEAD_BYTES,
    });
    this.gate = new Gate(options.maxConcurrent, this.stats);
    // A few more than are being made may wait: a second click or a second
    // visitor waits a moment rather than being refused, and the wait stays short.
    this.requestTurn = {
      queueLength: options.queueLength ?? 2 * options.maxConcurrent,
      waitMs: options.queueWaitMs ?? 5_000,
    };
    this.limiter = new SlidingWindowLimiter(options.perClientPerHour, HOUR_MS);
  }

  /** Bytes of PDFs kept now. */
  get cachedBytes(): number {
    return this.cache.calculatedSize;
  }

  /**
   * The PDF that `key` names: kept, being made, or made now from `job`.
   * Throws a 429 or 503 Response when it cannot be made now.
   */
  async get(request: Request, key: string, job: Job, lang: string): Promise<Uint8Array> {
    const id = createHash("sha256").update(key).digest("base64url");
    const kept = this.cache.get(id);
    if (kept) {
      this.stats.served++;
      return kept;
    }
    const underway = this.making.get(id);
    if (underway) {
      this.stats.served++;
      return underway.catch(refusalAsResponse);
    }
    const allowed = this.limiter.take(clientLimitKey(request));
    if (!allowed.allowed) {
      this.stats.refusedClient++;
      throw new PdfRefusal(429, lang, allowed.retryAfterSeconds).response();
    }
    const made = this.produce(job, lang, this.requestTurn);
    this.making.set(id, made);
    try {
      const bytes = await made;
      this.cache.set(id, bytes);
      return bytes;
    } catch (error) {
      return refusalAsResponse(error);
    } finally {
      this.making.delete(id);
    }
  }

  /**
   * Makes a file of the content, which its caller keeps (made once per
   * process): no cache here and no per-client count, only the limit on work
   * at once, with a long wait for a turn (CONTENT_TURN). Throws a
   * `PdfRefusal` when it cannot be made now (see `refusalAsResponse`).
   */
  makeContentPdf(job: Job, lang: string): Promise<Uint8Array> {
    return this.produce(job, lang, CONTENT_TURN);
  }

  private async produce(job: Job, lang: string, turn: Turn): Promise<Uint8Array> {
    if (!(await this.gate.enter(turn))) {
      this.stats.refusedBusy++;
      throw new PdfRefusal(503, lang, BUSY_RETRY_SECONDS);
    }
    this.stats.made++;
    try {
      return await this.options.make(job);
    } finally {
      this.gate.leave();
    }
  }
}

/**
 * A PDF not made now. Several requests may share one making, and a Response
 * can be read only once, so each gets its own from `response()`.
 */
export class PdfRefusal extends Error {
  constructor(
    readonly status: 429 | 503,
    readonly lang: string,
    readonly retryAfterSeconds: number,
  ) {
    super(status === 503 ? "too many PDFs being made" : "too many PDFs for one client");
  }

  /** A short sentence in the request's language, never stored. */
  response(): Response {
    const t = pdfMessages.in(this.lang);
    const minutes = Math.max(1, Math.ceil(this.retryAfterSeconds / 60));
    const text = this.status === 503 ? t("refusal.busy") : t("refusal.tooMany", { minutes });
    return new Response(`${text}\n`, {
      status: this.status,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Language": this.lang,
        "Cache-Control": "no-store",
        "Retry-After": String(this.retryAfterSeconds),
      },
    });
  }
}

/**
 * For a loader's `.catch`: a refusal is thrown as its own Response, which a
 * resource route answers with as it is; anything else is thrown on.
 */
export function refusalAsResponse(error: unknown): never {
  throw error instanceof PdfRefusal ? error.response() : error;
}

/** How long a queue a request joins, and how long it waits in it. */
interface Turn {
  queueLength: number;
  waitMs: number;
}

/**
 * At most `limit` holders at once; the rest wait in one queue, in order, each
 * as its turn allows (none joins a queue already `queueLength` long, none
 * waits longer than `waitMs`). A place is handed straight to the next waiter,
 * so a newcomer never overtakes the queue.
 */
class Gate {
  private readonly queue: { admit: (entered: boolean) => void; timer: NodeJS.Timeout }[] = [];

  constructor(
    private readonly limit: number,
    private readonly stats: Pick<PdfGenerationStats, "running" | "peak">,
  ) {}

  enter({ queueLength, waitMs }: Turn): Promise<boolean> {
    if (this.stats.running < this.limit) {
      this.stats.running++;
      this.stats.peak = Math.max(this.stats.peak, this.stats.running);
      return Promise.resolve(true);
    }
    if (this.queue.length >= queueLength) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter = {
        admit: resolve,
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1);
          resolve(false);
        }, waitMs),
      };
      // Nothing to wait for once the process is ending.
      waiter.timer.unref();
      this.queue.push(waiter);
    });
  }

  leave(): void {
    const next = this.queue.shift();
    if (!next) {
      this.stats.running--;
      return;
    }
    clearTimeout(next.timer);
    next.admit(true);
  }
}
