import { createContext, useContext } from "react";

/**
 * Whether the browser is hydrating the server's page right now, with Preact
 * (ADR 14). Set by startBrowser (browser.tsx) around its one synchronous hydrate
 * call; always false on the server, in development (React) and afterwards.
 */
let adopting = false;

export function adoptingServerMarkup(): boolean {
  return adopting;
}

export function whileAdoptingServerMarkup(hydrate: () => void): void {
  adopting = true;
  try {
    hydrate();
  } finally {
    adopting = false;
  }
}

/**
 * A part that hydrates in a later task (HydrateLater, ADR 24) adopts the
 * server's markup too, when its turn comes. It tells the components inside
 * through this context. The value is an object that HydrateLater ends in
 * place once the part has hydrated, so nothing renders again because of it.
 */
export class AdoptionScope {
  #adopting = true;

  get adopting(): boolean {
    return this.#adopting;
  }

  /** The part has hydrated: what mounts inside it from now on renders as usual. */
  end(): void {
    this.#adopting = false;
  }
}

const OUTSIDE_ANY_PART = new AdoptionScope();
OUTSIDE_ANY_PART.end();

export const AdoptionScopeContext = createContext<AdoptionScope>(OUTSIDE_ANY_PART);

/** Whether this component is being hydrated from the server's markup, in the first pass or a later turn. */
export function useAdoptingServerMarkup(): boolean {
  const scope = useContext(AdoptionScopeContext);
  return adopting || scope.adopting;
}

/**
 * A part of the page whose hydration waits for a task of its own. `ready`
 * turns true just before `promise` resolves, so the render that follows finds
 * it ready and does not wait again.
 */
export type HydrationTurn = { ready: boolean; promise: Promise<void> };

/** What makes the waiting parts hydrate at once: the visitor reaching for the page. */
const INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * The queue of parts waiting to hydrate, released one per task. One per page
 * load in the browser (`hydrationTurns` below); tests make their own.
 */
export function createHydrationTurns() {
  const urgent: Array<() => void> = [];
  const others: Array<() => void> = [];
  // Once the visitor interacts, or every part has had its turn, nothing waits.
  let waiting = true;

  const releaseAll = () => {
    for (const release of [...urgent.splice(0), ...others.splice(0)]) release();
  };

  return {
    /**
     * Queues a part. Parts are released in the order they asked, except that
     * urgent ones (what a visitor reaches for first, such as the header's
     * menu) go before all others. Returns null when parts no longer wait.
     */
    later(isUrgent = false): HydrationTurn | null {
      if (!waiting) return null;
      let resolve!: () => void;
      const turn: HydrationTurn = {
        ready: false,
        promise: new Promise<void>((done) => (resolve = done)),
      };
      (isUrgent ? urgent : others).push(() => {
        turn.ready = true;
        resolve();
      });
      return turn;
    },

    /**
     * Releases the queued parts one per task, so each hydrates in a short task
     * of its own and the browser can paint and answer input in between. Parts
     * queued meanwhile (one part inside another) are released too. The first
     * pointer, touch or key press releases everything at once, before the
     * browser acts on it, so the control the visitor reached for works.
     * Resolves when every part has been released.
     */
    async release(nextTask: () => Promise<void>, events: EventTarget = globalThis): Promise<void> {
      const hurry = () => {
        waiting = false;
        releaseAll();
      };
      for (const type of INTERACTIONS)
        events.addEventListener(type, hurry, { capture: true, passive: true });
      try {
        while (waiting) {
          await nextTask();
          const release = urgent.shift() ?? others.shift();
          if (!release) break;
          release();
        }
      } finally {
        waiting = false;
        for (const type of INTERACTIONS) events.removeEventListener(type, hurry, { capture: true });
      }
    },
  };
}

/** The page's queue, used by HydrateLater and released by startBrowser (browser.tsx). */
export const hydrationTurns = createHydrationTurns();
