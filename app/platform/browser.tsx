/**
 * Starts our runtime in the browser (ADR 14, 24, 49). Production builds alias
 * react and react-dom to preact/compat (the framework runtime is 52 KB instead
 * of 112 KB gzip); development and the server keep React. Both hydrate the same
 * way, so the helpers below are harmless under React. The stock client build
 * (PAGE_RUNTIME=stock) puts browser.stock.tsx in this module's place.
 */
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import {
  buildRouterAhead,
  nextTask,
  pinHeadElements,
  renderHtmlElementAsFragment,
  routerDataDecoded,
} from "./hydration.client";
import { hydrationTurns, whileAdoptingServerMarkup } from "./hydration-phase";

export function startBrowser(): void {
  renderHtmlElementAsFragment();

  // Each step in a task of its own, so a slow phone's main thread is never held
  // for long: decoding the page's data, building the router, hydrating the
  // page's frame, then each part marked HydrateLater (ADR 24).
  void routerDataDecoded(HydratedRouter)
    .then(nextTask)
    .then(() => {
      // Production browser builds run on Preact (see above); development on React.
      if (import.meta.env.PROD) buildRouterAhead(HydratedRouter);
    })
    .then(nextTask)
    .then(() => {
      startTransition(() => {
        const unpinHead = pinHeadElements(document.head);
        try {
          const hydrate = () => void hydrateRoot(document, <HydratedRouter />);
          // Preact only: parts marked static keep the server's markup (StaticSection).
          if (import.meta.env.PROD) whileAdoptingServerMarkup(hydrate);
          else hydrate();
        } finally {
          unpinHead();
        }
      });
    })
    .then(() => hydrationTurns.release(nextTask))
    .then(() => {
      // Every part of the page is interactive now (production build); browser tests wait for this.
      document.documentElement.dataset.hydrated = "";
    });
}
