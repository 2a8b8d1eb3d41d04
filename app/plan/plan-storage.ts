import {
  SHORTLIST_STORAGE_KEY,
  storedShortlist,
  storeShortlist,
} from "~/shades/explorer/shortlist";
import { pinOf } from "./handover";
import { mergePlans, planQuery, planWithout, readPlan, type Plan } from "./plan";

/**
 * The plan this browser remembers (issue 42), so a visitor who comes back
 * days later, or opens a page from the menu, is offered it again. No login:
 * it lives in localStorage, and only the browser reads it.
 *
 * The shades are the shortlist's own list (`kamo-shortlist`, ADR 29), so the
 * explorer, the shortlist page and the plan count the same shades; the other
 * parts are a plan query under `kamo-plan`, read back through readPlan, so
 * whatever is stored is checked exactly as an address is.
 */
export const PLAN_STORAGE_KEY = "kamo-plan";

type Readable = Pick<Storage, "getItem">;
type Writable = Pick<Storage, "getItem" | "setItem">;

function readItem(storage: Readable | undefined, key: string): string {
  try {
    return storage?.getItem(key) ?? "";
  } catch {
    // Storage can be switched off, or throw in a private window.
    return "";
  }
}

/** The remembered plan; an unreadable or absent one is empty. */
export function storedPlan(storage: Readable | undefined): Plan {
  const rest = readPlan(new URLSearchParams(readItem(storage, PLAN_STORAGE_KEY)));
  return { ...rest, codes: storedShortlist(storage) };
}

/**
 * What a page whose address carried `fromUrl` leaves remembered: each part
 * the address had replaces the one kept, the others stay. The address's
 * shades are kept only when the browser had none, the shortlist's rule
 * (ADR 29), so an older link's list never undoes shades added since.
 */
export function rememberPlan(storage: Writable | undefined, fromUrl: Plan): void {
  const before = storedPlan(storage);
  const after = mergePlans(planWithout(before, ["codes"]), planWithout(fromUrl, ["codes"]));
  try {
    storage?.setItem(PLAN_STORAGE_KEY, planQuery(after));
  } catch {
    // Full or switched-off storage: the address still holds the plan.
  }
  if (before.codes.length === 0 && fromUrl.codes.length > 0) storeShortlist(storage, fromUrl.codes);
}

/** "Forget this plan": its parts and its shades. */
export function forgetPlan(storage: Pick<Storage, "removeItem"> | undefined): void {
  try {
    storage?.removeItem(PLAN_STORAGE_KEY);
    storage?.removeItem(SHORTLIST_STORAGE_KEY);
  } catch {
    // Nothing to forget in storage that cannot be reached.
  }
}

/** The PIN code the visitor last searched or booked with, to fill the next PIN field. */
export const PIN_STORAGE_KEY = "kamo-pin";

export function storedPin(storage: Readable | undefined): string {
  return pinOf(readItem(storage, PIN_STORAGE_KEY));
}

/** Keeps `value` when it is a PIN code; anything else is not kept. */
export function rememberPin(storage: Pick<Storage, "setItem"> | undefined, value: string): void {
  const pin = pinOf(value);
  if (!pin) return;
  try {
    storage?.setItem(PIN_STORAGE_KEY, pin);
  } catch {
    // Nothing kept: the visitor types it again.
  }
}
