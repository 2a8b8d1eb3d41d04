import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * True once the page has hydrated; false in the server HTML and during
 * hydration, so both renders match and the page works before (or without) JS.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
