import { useEffect, useMemo, useSyncExternalStore } from "react";
import { useShortlist } from "~/shades/explorer/use-shortlist";
import { isEmptyPlan, planQuery, readPlan, type Plan } from "./plan";
import { forgetPlan, PLAN_STORAGE_KEY, rememberPlan } from "./plan-storage";
import { browserStorage, localStore } from "~/lib/local-store";

const storage = browserStorage;
// The remembered plan: this tab's changes and other tabs'.
const { subscribe, snapshot, changed } = localStore(PLAN_STORAGE_KEY);

export interface PagePlan {
  /**
   * The plan this page works with and its links carry: the address's. Once
   * the page runs, its shades are the browser's shortlist (one list, ADR 29),
   * so a shade added here goes with the next link.
   */
  plan: Plan;
  /**
   * The plan the browser remembers, offered when the address carries none;
   * null on the server, while hydrating, and whenever the address has a plan
   * (a shared link shows the plan it was shared with, never ours).
   */
  offered: Plan | null;
  /** Forgets the remembered plan and its shades. */
  forget: () => void;
}

/**
 * The page's plan. The server and the first render in the browser see only
 * the address, so they match; a remembered plan appears after hydration and
 * is never part of a page the server keeps (ADR 22, ADR 43).
 */
export function usePlan(fromUrl: Plan): PagePlan {
  const stored = useSyncExternalStore(subscribe, snapshot, () => null);
  const { codes } = useShortlist(fromUrl.codes);
  const urlHasPlan = !isEmptyPlan(fromUrl);
  const key = JSON.stringify(fromUrl);

  // The address's plan becomes the remembered one, part by part.
  useEffect(() => {
    if (!urlHasPlan) return;
    rememberPlan(storage(), JSON.parse(key) as Plan);
    changed();
  }, [key, urlHasPlan]);

  const plan = { ...fromUrl, codes };
  let offered: Plan | null = null;
  if (stored !== null && !urlHasPlan) {
    const remembered = { ...readPlan(new URLSearchParams(stored)), codes };
    if (!isEmptyPlan(remembered)) offered = remembered;
  }
  return {
    plan,
    offered,
    forget: () => {
      forgetPlan(storage());
      changed();
      // The shortlist's own store listens to the 'storage' event of other tabs
      // only; tell this tab's parts too.
      window.dispatchEvent(new StorageEvent("storage"));
    },
  };
}

/**
 * The plan a page's onward links carry: the address's, with the browser's
 * shortlist once the page runs, so a shade added here goes with the next
 * link. The same on the server and while hydrating as the address.
 */
export function useCarriedPlan(fromUrl: Plan): Plan {
  const { codes } = useShortlist(fromUrl.codes);
  // The same object while the plan is the same, so effects that use it do not rerun.
  const key = planQuery({ ...fromUrl, codes });
  return useMemo(() => readPlan(new URLSearchParams(key)), [key]);
}
