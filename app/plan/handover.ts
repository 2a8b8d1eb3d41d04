import { localizeHref } from "~/lib/i18n/locales";
import { sceneOf, type SceneId, type SurfaceId } from "~/visualiser/scenes";
import {
  normaliseEstimate,
  planQuery,
  planWithout,
  readPlan,
  withPlan,
  type Plan,
  type PlanScheme,
} from "./plan";

/**
 * Where each tool hands the plan over to the next (issue 42): the addresses
 * and the choices made on the visitor's behalf, in one place so every page
 * links the same way. Pure: pages and the plan bar use it on both sides.
 */

export const CALCULATOR_PATH = "/paint-budget-calculator";
export const DEALERS_PATH = "/dealers";
export const VISUALISER_PATH = "/visualiser";
export const EXPLORER_PATH = "/colours";
/** Where the calculator's result starts: a link with inputs lands on it. */
export const ESTIMATE_ANCHOR = "#estimate";
/**
 * Where a hand-over to the visualiser lands: its next step, "What will it
 * cost?". On a phone the painted scene stays at the top of the screen above
 * it (the visualiser's sticky preview), so the visitor sees the wall and what
 * to do next together; on a wide screen the page opens at its top (plan.css).
 */
export const VISUALISER_ANCHOR = "#vis-cost";

/**
 * The visualiser on `scene` with `code` on its walls: the shade goes into the
 * plan's scheme, which the visualiser opens (it reads `scheme` when its
 * address names no scene of its own).
 */
export function tryOnWallHref(plan: Plan, scene: SceneId, code: string, locale: string): string {
  return withPlan(localizeHref(VISUALISER_PATH, locale) + VISUALISER_ANCHOR, {
    ...plan,
    scheme: { scene, surfaces: { walls: code } },
  });
}

/**
 * The calculator with the plan's estimate filled in (its own query, with the
 * plan's paint), or only the paint when there is no estimate yet: the
 * calculator then shows its form without error messages.
 */
export function estimateHref(plan: Plan, locale: string): string {
  const query = new URLSearchParams(plan.estimate ?? "");
  if (plan.product) query.set("product", plan.product);
  const own = query.toString();
  const path = localizeHref(own ? `${CALCULATOR_PATH}?${own}` : CALCULATOR_PATH, locale);
  return withPlan(path + (plan.estimate ? ESTIMATE_ANCHOR : ""), planWithout(plan, ["estimate"]));
}

/** The dealer locator with the plan's paint, searching near `pin` when the visitor gave one. */
export function dealersHref(plan: Plan, locale: string, pin = ""): string {
  const path = localizeHref(pin ? `${DEALERS_PATH}?pin=${pin}` : DEALERS_PATH, locale);
  return withPlan(path, plan);
}

/** The colour explorer showing the shades `product` comes in, the plan carried. */
export function coloursOfHref(plan: Plan, product: string, locale: string): string {
  return withPlan(localizeHref(`${EXPLORER_PATH}?product=${product}`, locale), plan);
}

const PIN = /^[1-9]\d{5}$/;

/** A six-digit Indian PIN code as typed (spaces allowed), or "" when it is not one. */
export function pinOf(value: string | null | undefined): string {
  const digits = (value ?? "").replace(/\s+/g, "");
  return PIN.test(digits) ? digits : "";
}

/**
 * The visualiser's own parameters for the plan's scheme, when its address
 * names no scene of its own: a hand-over (`scheme=living.walls.KP-0513`)
 * opens that scene painted so. An address with a scene is the visualiser's
 * own state and wins.
 */
export function withSchemeAsScene(params: URLSearchParams, scheme: PlanScheme | undefined) {
  if (!scheme || params.has("scene")) return params;
  const own = new URLSearchParams(params);
  own.set("scene", scheme.scene);
  for (const [surface, code] of Object.entries(scheme.surfaces))
    if (code && !own.has(surface)) own.set(surface, code);
  return own;
}

/**
 * The scheme a visualiser state makes for the plan: its scene and the
 * surfaces painted other than the scene's defaults, or nothing when the
 * visitor has painted nothing yet (an untouched scene is no plan).
 */
export function schemeOfScene(
  scene: SceneId,
  painted: Partial<Record<SurfaceId, string>>,
): PlanScheme | undefined {
  const surfaces: PlanScheme["surfaces"] = {};
  for (const surface of sceneOf(scene).surfaces) {
    const code = painted[surface.id];
    if (code && code !== surface.defaultCode) surfaces[surface.id] = code;
  }
  return Object.keys(surfaces).length > 0 ? { scene, surfaces } : undefined;
}

/** A visualiser link of its own state, the rest of the plan carried (its state is the scheme). */
export function withPlanInVisualiser(href: string, plan: Plan): string {
  return withPlan(href, planWithout(plan, ["scheme"]));
}

/**
 * The calculator's plan: the address's other parts, with the paint and, once
 * they make an estimate, the inputs the form holds (its own query). Worked
 * out again as the visitor types, so every link on the page carries them.
 */
export function calculatorPlan(fromUrl: Plan, query: string, estimated: boolean): Plan {
  const own = readPlan(new URLSearchParams(query));
  const plan = planWithout(fromUrl, ["product", "estimate"]);
  if (own.product) plan.product = own.product;
  const estimate = estimated ? normaliseEstimate(query) : undefined;
  if (estimate) plan.estimate = estimate;
  return plan;
}

/** The calculator's address bar while the visitor types: its own query, then the plan's other parts. */
export function calculatorAddress(query: string, plan: Plan): string {
  const rest = planQuery(planWithout(plan, ["product", "estimate"]));
  const joined = [query, rest].filter(Boolean).join("&");
  return joined ? `?${joined}` : "?";
}
