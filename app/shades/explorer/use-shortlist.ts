import { useCallback, useEffect, useSyncExternalStore } from "react";
import {
  addToShortlist,
  parseShortlist,
  SHORTLIST_STORAGE_KEY,
  storedShortlist,
  storeShortlist,
  type AddResult,
} from "./shortlist";
import { browserStorage, localStore } from "~/lib/local-store";

const storage = browserStorage;
// The browser's list: this tab's changes and other tabs'.
const { subscribe, snapshot, changed } = localStore(SHORTLIST_STORAGE_KEY);

/** Keeps `codes` as the browser's list and tells every page part using it. */
export function keepShortlist(codes: readonly string[]): void {
  storeShortlist(storage(), codes);
  changed();
}

/**
 * The shortlist as a page part sees it. On the server and while hydrating it
 * is the list the URL carried (no JavaScript: forms and links add to the
 * address), so both renders match; once running, the browser's list wins,
 * and a URL list is kept when the browser had none.
 */
export function useShortlist(fromUrl: readonly string[]) {
  const stored = useSyncExternalStore(subscribe, snapshot, () => null);
  const fromStorage = stored === null ? [] : parseShortlist(stored);
  const codes = fromStorage.length > 0 ? fromStorage : [...fromUrl];
  const urlList = fromUrl.join(",");
  useEffect(() => {
    if (urlList && storedShortlist(storage()).length === 0) keepShortlist(parseShortlist(urlList));
  }, [urlList]);
  const add = useCallback((code: string): AddResult => {
    const result = addToShortlist(storedShortlist(storage()), code);
    keepShortlist(result.codes);
    return result;
  }, []);
  return { codes, add };
}

const subscribeNever = () => () => {};

/** False on the server and while hydrating, true once the page runs: for controls that need scripts. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
