/**
 * React Router's own start, as its default entry writes it, with React in the
 * browser (PAGE_RUNTIME=stock, ADR 49). The stock client build puts this
 * module in browser.tsx's place (vite.config.ts). No deferred start, no
 * turns: HydrateLater and StaticSection render their children as under React
 * in development.
 */
import { StrictMode, startTransition, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

export function startBrowser(): void {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <MarkHydrated>
          <HydratedRouter />
        </MarkHydrated>
      </StrictMode>,
    );
  });
}

/** Marks `<html data-hydrated>` once the page has hydrated, as our runtime does; browser tests wait for it. */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return children;
}
