import { pricingCatalogue } from "~/paint-budget/catalogue";
import {
  schemeOfScene,
  surfaceOfScene,
  withSchemeAsScene,
  type PaintSurface,
} from "~/plan/handover";
import { readPlan } from "~/plan/plan";
import { planSummary } from "~/plan/plan-summary.server";
import { planShadesOf, summaryOf } from "~/shades/explorer/explorer.server";
import type { ShadeSummary } from "~/shades/explorer/types";
import { findShades, shadeByCode, shadeHarmonies, similarShades } from "~/shades/shades.server";
import { sceneOf } from "./scenes";
import { editedScheme, parseState, type Scheme, type VisualiserState } from "./state";

/** How many shades the search shows at a time, and how many look-alikes. */
export const SEARCH_RESULTS = 24;
export const SIMILAR_SHADES = 8;

/**
 * The paints "What will it cost?" offers: those every painted wall shade of
 * the scheme comes in (ADR 40's one set), so the estimate prices a paint the
 * colour can be had in. A scheme no paint for the surface can carry (a shade
 * too deep for outside walls on a house) keeps the whole list rather than
 * none: the shade page says why.
 */
function paintsForScheme(scheme: Partial<Scheme>, surface: PaintSurface) {
  const all = pricingCatalogue.paints.map(({ slug, name, suits }) => ({ slug, name, suits }));
  const walls = planShadesOf([], { surfaces: scheme });
  const comes = all.filter((p) => walls.every((shade) => shade.products.includes(p.slug)));
  return comes.some((p) => p.suits.includes(surface)) ? comes : all;
}

/**
 * The page's data for an address: the state with every code checked against
 * the data set (a code that names no shade falls back to the surface's
 * default, and the page says something was left out), the shades the scene
 * and the picker show, cut down to what they draw.
 */
export function visualiserData(url: URL) {
  // A plan handed over (issue 42) opens its scheme when the address has no scene of its own.
  const fromUrl = readPlan(url.searchParams);
  const parsed = parseState(withSchemeAsScene(url.searchParams, fromUrl.scheme));
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
  // The plan this page carries on: its scheme is what is painted here (scheme A).
  const plan = { ...fromUrl, scheme: schemeOfScene(state.scene, state.a) };
  if (!plan.scheme) delete plan.scheme;
  const known = (codes: readonly string[]) =>
    codes.flatMap((code) => {
      const shade = shadeByCode(code);
      return shade ? [summaryOf(shade)] : [];
    });
  return {
    state,
    ignored,
    plan,
    planBar: planSummary(plan),
    /** What "What will it cost?" offers: paints for the scene's kind of surface. */
    paintSurface: surfaceOfScene(state.scene),
    paints: paintsForScheme(state.a, surfaceOfScene(state.scene)),
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
