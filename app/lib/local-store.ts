/**
 * One `localStorage` entry as an outside store for `useSyncExternalStore`:
 * it hears this tab's own writes (through `changed`) and other tabs' (the
 * 'storage' event), and reads as "" where storage is refused (private modes,
 * full quota) so a page never breaks over a preference.
 */
export interface LocalStore {
  subscribe: (listener: () => void) => () => void;
  snapshot: () => string;
  /** Tells this tab's listeners that the entry was written here. */
  changed: () => void;
}

export const browserStorage = (): Storage | undefined =>
  typeof window === "undefined" ? undefined : window.localStorage;

export function localStore(key: string): LocalStore {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      window.addEventListener("storage", listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener("storage", listener);
      };
    },
    snapshot() {
      try {
        return browserStorage()?.getItem(key) ?? "";
      } catch {
        return "";
      }
    },
    changed: () => listeners.forEach((listener) => listener()),
  };
}
