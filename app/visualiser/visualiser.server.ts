import { pricingCatalogue } from "~/paint-budget/catalogue";
import { SUGGESTED_PAINT } from "~/paint-budget/suggested-paint";
import type { PaintSurface } from "~/shades/try-on-wall";
import { planShadesOf, summaryOf } from "~/shades/explorer/explorer.server";
import type { ShadeSummary } from "~/shades/explorer/types";
import {
  findShades,
  shadeByCode,
  shadeHarmonies,
  shadesNearColour,
  similarShades,
} from "~/shades/shades.server";
import { sceneOf, surfaceOfScene } from "./scenes";
import { editedScheme, parseState, type Scheme, type VisualiserState } from "./state";

/** How many shades the search shows at a time, and how many look-alikes. */
export const SEARCH_RESULTS = 24;
export const SIMILAR_SHADES = 8;

/**
 * The paints "What will it cost?" offers: those every painted wall shade of
 * the scheme comes in (ADR 40's one set), so the estimate prices a paint the
 * colour can be had in. A scheme no paint for the surface can carry keeps the
 * whole list rather than none, and `noPaint` says why, so the page can tell
 * the visitor (issue 42).
 */
function paintsForScheme(scheme: Partial<Scheme>, surface: PaintSurface) {
  const all = pricingCatalogue.paints.map(({ slug, name, suits }) => ({ slug, name, suits }));
  const walls = planShadesOf([], { surfaces: scheme });
  const comes = all.filter((p) => walls.every((shade) => shade.products.includes(p.slug)));
  return comes.some((p) => p.suits.includes(surface)) ? comes : all;
}

type PaintChoice = ReturnType<typeof paintsForScheme>[number];

/**
 * Why "What will it cost?" lists every paint for the surface, or null when it
 * lists only those the scheme's wall shades come in. It happens when a wall
 * shade comes in no paint for the surface (first met when a shade too deep for
 * outside walls goes on the house or the boundary wall: the scene link keeps
 * the living room's walls), or when two wall shades share none (`shades` is
 * then empty). `swap` offers, for the first wall the form's paint is not made
 * in, the nearest shade by CIEDE2000 that the paint does come in.
 */
function noPaintNote(
  scene: VisualiserState["scene"],
  scheme: Partial<Scheme>,
  paints: readonly PaintChoice[],
  product: string | undefined,
) {
  const surface = surfaceOfScene(scene);
  const suitable = paints.filter((p) => p.suits.includes(surface));
  const walls = planShadesOf([], { surfaces: scheme });
  if (suitable.some((p) => walls.every((shade) => shade.products.includes(p.slug)))) return null;
  // The paint the form chooses (CostForm): the plan's if it suits, else the one we suggest.
  const paint =
    suitable.find((p) => p.slug.toLowerCase() === product) ??
    suitable.find((p) => p.slug === SUGGESTED_PAINT[surface]) ??
    suitable[0];
  if (!paint) return null;
  const hasNone = (shade: (typeof walls)[number]) =>
    !suitable.some((p) => shade.products.includes(p.slug));
  const lacking = sceneOf(scene).surfaces.find((s) => {
    const shade = walls.find((w) => w.code === scheme[s.id]);
    return shade !== undefined && !shade.products.includes(paint.slug);
  });
  const from = lacking ? shadeByCode(scheme[lacking.id]!) : undefined;
  const [nearest] = from
    ? shadesNearColour(from.hex, 1, (shade) =>
        (shade.products as readonly string[]).includes(paint.slug),
      )
    : [];
  return {
    surface,
    /** The wall shades no paint for the surface comes in. */
    shades: walls.filter(hasNone).map(({ code, name, nameHi }) => ({ code, name, nameHi })),
    paint: { slug: paint.slug, name: paint.name },
    swap:
      lacking && from && nearest
        ? { surface: lacking.id, from: summaryOf(from), to: summaryOf(nearest.item) }
        : null,
  };
}

/**
 * The page's data for the visualiser's own parameters: the state with every
 * code checked against the data set (a code that names no shade falls back to
 * the surface's default, and the page says something was left out), the
 * shades the scene and the picker show, cut down to what they draw.
 * `product` is the paint the visitor's plan names, if any. The plan itself is
 * the page's to read and carry on (routes/visualiser.tsx): the plan sits
 * above the tools (ADR 55), so the visualiser is handed what it needs of it.
 */
export function visualiserData(params: URLSearchParams, product?: string) {
  const parsed = parseState(params);
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
  const paints = paintsForScheme(state.a, surfaceOfScene(state.scene));
  return {
    state,
    ignored,
    /** What "What will it cost?" offers: paints for the scene's kind of surface. */
    paintSurface: surfaceOfScene(state.scene),
    paints,
    /** Why `paints` is every paint for the surface, when it is (the page says so). */
    noPaint: noPaintNote(state.scene, state.a, paints, product),
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
