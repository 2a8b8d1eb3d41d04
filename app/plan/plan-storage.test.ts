import { describe, expect, it } from "vitest";
import { SHORTLIST_STORAGE_KEY } from "~/shades/explorer/shortlist";
import { readPlan } from "./plan";
import {
  forgetPlan,
  PIN_STORAGE_KEY,
  PLAN_STORAGE_KEY,
  rememberPin,
  rememberPlan,
  storedPin,
  storedPlan,
} from "./plan-storage";

/** A Storage as the browser's, in memory; `broken` throws as a private window's may. */
function memoryStorage(items: Record<string, string> = {}, broken = false) {
  const map = new Map(Object.entries(items));
  return {
    map,
    getItem: (key: string) => {
      if (broken) throw new Error("SecurityError");
      return map.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (broken) throw new Error("QuotaExceededError");
      map.set(key, value);
    },
    removeItem: (key: string) => void map.delete(key),
  };
}

const plan = (query: string) => readPlan(new URLSearchParams(query));

describe("the plan the browser remembers", () => {
  it("takes its shades from the shortlist's own key, one list for both", () => {
    const storage = memoryStorage({
      [SHORTLIST_STORAGE_KEY]: "KP-0513,KP-0001",
      [PLAN_STORAGE_KEY]: "codes=KP-0999&product=velvety",
    });
    expect(storedPlan(storage)).toEqual({ codes: ["KP-0513", "KP-0001"], product: "velvety" });
  });

  it("keeps the parts an address carried, part by part, and the rest it knew", () => {
    const storage = memoryStorage({
      [PLAN_STORAGE_KEY]: "product=velvety&estimate=surface%3Dinterior%26carpetArea%3D900",
    });
    rememberPlan(storage, plan("product=weather-classic-max&scheme=exterior.walls.KP-0513"));
    expect(storedPlan(storage)).toEqual({
      codes: [],
      product: "weather-classic-max",
      scheme: { scene: "exterior", surfaces: { walls: "KP-0513" } },
      estimate: "surface=interior&carpetArea=900",
    });
    // The codes are the shortlist's: never written under the plan's key.
    expect(storage.map.get(PLAN_STORAGE_KEY)).not.toContain("codes=");
  });

  it("keeps a shared list only when the browser had none, as the shortlist does (ADR 29)", () => {
    const empty = memoryStorage();
    rememberPlan(empty, plan("codes=KP-0513"));
    expect(empty.map.get(SHORTLIST_STORAGE_KEY)).toBe("KP-0513");

    const kept = memoryStorage({ [SHORTLIST_STORAGE_KEY]: "KP-0001" });
    rememberPlan(kept, plan("codes=KP-0513&product=velvety"));
    expect(storedPlan(kept)).toEqual({ codes: ["KP-0001"], product: "velvety" });
  });

  it("drops what it cannot read, and survives storage that throws", () => {
    expect(
      storedPlan(memoryStorage({ [PLAN_STORAGE_KEY]: "product=<b>&scheme=attic.walls.x" })),
    ).toEqual({ codes: [] });
    const broken = memoryStorage({}, true);
    expect(storedPlan(broken)).toEqual({ codes: [] });
    expect(() => rememberPlan(broken, plan("product=velvety"))).not.toThrow();
    expect(storedPlan(undefined)).toEqual({ codes: [] });
  });

  it("forgets the plan and its shades together", () => {
    const storage = memoryStorage({
      [SHORTLIST_STORAGE_KEY]: "KP-0513",
      [PLAN_STORAGE_KEY]: "product=velvety",
    });
    forgetPlan(storage);
    expect(storedPlan(storage)).toEqual({ codes: [] });
  });

  it("remembers a PIN code typed anywhere, and nothing that is not one", () => {
    const storage = memoryStorage();
    rememberPin(storage, "560 001");
    expect(storedPin(storage)).toBe("560001");
    rememberPin(storage, "my address");
    expect(storage.map.get(PIN_STORAGE_KEY)).toBe("560001");
    expect(storedPin(memoryStorage({ [PIN_STORAGE_KEY]: "<x>" }))).toBe("");
  });
});
