import { Suspense, useLayoutEffect, useState, type ReactElement } from "react";
import {
  AdoptionScope,
  AdoptionScopeContext,
  hydrationTurns,
  useAdoptingServerMarkup,
  type HydrationTurn,
} from "./hydration-phase";

/**
 * A part of the page that can become interactive a moment after the rest, in
 * a task of its own (ADR 24). Hydrating the whole page in one task holds a
 * slow phone's main thread for a fifth of a second or more; split into several
 * short ones, the browser can answer a tap in between.
 *
 * The server, React in development, and any later mount (a client-side
 * navigation) render the child as usual. While Preact adopts the server's
 * markup, the child waits behind a Suspense boundary: Preact leaves the
 * server's element in place, visible and working as it does without
 * JavaScript, and hydrates it when its turn comes (startBrowser, browser.tsx,
 * releases the turns one per task, urgent ones first, then in page order).
 * Parts inside the child, static sections and other HydrateLater parts, then
 * adopt the server's markup as they would in the first pass.
 *
 * The child must render exactly one element at its root: that is what Preact
 * keeps in place for a part that waits.
 */
export function HydrateLater({
  urgent = false,
  children,
}: {
  /** Goes before the parts that are not: what a visitor reaches for first. */
  urgent?: boolean;
  children: ReactElement;
}) {
  const adopting = useAdoptingServerMarkup();
  // Decided once, on the first render: only hydration waits.
  const [turn] = useState(() => (adopting ? hydrationTurns.later(urgent) : null));
  const [scope] = useState(() => new AdoptionScope());
  if (turn === null) return children;
  return (
    <AdoptionScopeContext.Provider value={scope}>
      <Suspense fallback={null}>
        <WaitForTurn turn={turn} scope={scope}>
          {children}
        </WaitForTurn>
      </Suspense>
    </AdoptionScopeContext.Provider>
  );
}

/** Suspends until its turn; kept apart because Preact forgets the state of a part that waits. */
function WaitForTurn({
  turn,
  scope,
  children,
}: {
  turn: HydrationTurn;
  scope: AdoptionScope;
  children: ReactElement;
}) {
  // Once the part has hydrated, anything mounted inside it later (a route's
  // page after a client-side navigation, say) renders as usual.
  useLayoutEffect(() => {
    scope.end();
  }, [scope]);
  if (!turn.ready) throw turn.promise;
  return children;
}
