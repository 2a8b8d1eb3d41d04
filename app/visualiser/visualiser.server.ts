import { summaryOf } from "~/shades/explorer/explorer.server";
import type { ShadeSummary } from "~/shades/explorer/types";
import { findShades, shadeByCode, shadeHarmonies, similarShades } from "~/shades/shades.server";
import { sceneOf } from "./scenes";
import { editedScheme, parseState, type Scheme, type VisualiserState } from "./state";

/** How many shades the search shows at a time, and how many look-alikes. */
export const SEARCH_RESULTS = 24;
export const SIMILAR_SHADES = 8;

/**
 * The page's data for an address: the state with every code checked against
 * the data set (a code that names no shade falls back to the surface's
 * default, and the page says something was left out), the shades the scene
 * and the picker show, cut down to what they draw.
 */
export function visualiserData(url: URL) {
  const parsed = parseState(url.searchParams);
  let ignored = parsed.ignored;
  const state: VisualiserState = parsed.state;
  const surfaces = sceneOf(state.scene).surfaces;
  const shades = new Map<string, ShadeSummary>();
  const check = (scheme: Partial<Scheme>) => {
    for (const surface of surfaces) {
      let shade = shadeByCode(scheme[surface.id] ?? surface.defaultCode);
      if (!shade) {
        ignored = true;
        shade = shadeByCode(surface.defaultCode)!;
      }
      scheme[surface.id] = shade.code;
      shades.set(shade.code, summaryOf(shade));
    }
  };
  check(state.a);
  if (state.b) check(state.b);

  const activeCode = editedScheme(state)[state.surface]!;
  const known = (codes: readonly string[]) =>
    codes.flatMap((code) => {
      const shade = shadeByCode(code);
      return shade ? [summaryOf(shade)] : [];
    });
  return {
    state,
    ignored,
    /** Every shade the scene's schemes use, by code. */
    painted: Object.fromEntries(shades),
    search: state.q
      ? findShades({ q: state.q, pageSize: SEARCH_RESULTS }).items.map(summaryOf)
      : [],
    similar: similarShades(activeCode, SIMILAR_SHADES).map((m) => summaryOf(m.item)),
    shortlist: known(state.codes),
    harmonies: shadeHarmonies(activeCode).map((h) => ({
      id: h.id,
      shades: h.shades.map((m) => summaryOf(m.shade)),
    })),
  };
}

export type VisualiserData = ReturnType<typeof visualiserData>;
