/**
 * The browser's entry. Production builds alias react and react-dom to
 * preact/compat here (ADR 14: the framework runtime is 52 KB instead of 112 KB
 * gzip); development and the server keep React. Both hydrate the same way, so
 * the helpers below are harmless under React.
 */
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import {
  keepHeadElements,
  renderHtmlElementAsFragment,
  routerDataDecoded,
} from "~/lib/hydration.client";

renderHtmlElementAsFragment();

void routerDataDecoded(HydratedRouter).then(() => {
  startTransition(() => {
    const restoreHead = keepHeadElements(document.head);
    hydrateRoot(document, <HydratedRouter />);
    restoreHead();
  });
});
