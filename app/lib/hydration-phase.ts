/**
 * Whether the browser is hydrating the server's page right now, with Preact
 * (ADR 14). Set by app/entry.client.tsx around its one synchronous hydrate
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
