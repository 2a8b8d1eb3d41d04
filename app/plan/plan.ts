import { localizeHref } from "~/lib/i18n/locales";
import { calculatorQuery, readCalculatorQuery } from "~/paint-budget/query";
import { isShadeCode } from "~/shades/codes";
import { parseShortlist, SHORTLIST_PARAM } from "~/shades/explorer/shortlist";
import { isSceneId, isSurfaceId, sceneOf, type SceneId, type SurfaceId } from "~/visualiser/scenes";

/**
 * A home owner's plan (issue 42): the shades they shortlisted, the scheme they
 * painted in the visualiser, the paint they chose and the estimate they
 * worked out. It travels from tool to tool in the query string, so it can be
 * shared, bookmarked and carried by plain links and GET forms without
 * JavaScript; the browser also remembers the last one (plan-storage.ts).
 *
 *   ?codes=KP-0513,KC-040-72-046          the shortlist (the explorer's own parameter)
 *   &product=weather-classic-max          the paint, by the calculator's product slug
 *   &scheme=exterior.walls.KP-0513.trim.KP-0240
 *                                         the visualiser's scene, then surface and shade pairs
 *   &estimate=surface%3Dexterior%26…      the calculator's own query, encoded once
 *
 * Every part is optional and checked on reading: a part of the wrong form is
 * dropped, never trusted. Whether a well-formed code names a shade, or a slug
 * a product on our price list, is for the server that uses it to ask. The
 * estimate is only ever the calculator's inputs: whoever shows a total works
 * it out again, so a link cannot carry a made-up price. Pure and small: the
 * browser and the server both read and write it.
 */
export interface Plan {
  /** Shortlisted shade codes, in the order they were added, at most twelve. */
  codes: string[];
  /** The chosen paint's slug (paint-budget/catalogue.ts), if any. */
  product?: string;
  /** The visualiser's scheme: its scene and a shade for some of its surfaces. */
  scheme?: PlanScheme;
  /** The calculator's query for the estimate (calculatorQuery), if one was made. */
  estimate?: string;
}

export interface PlanScheme {
  scene: SceneId;
  surfaces: Partial<Record<SurfaceId, string>>;
}

/** The parameters that carry a plan, in the order a query lists them. */
export const PLAN_PARAMS = [SHORTLIST_PARAM, "product", "scheme", "estimate"] as const;
/** The consultation's own older name for the shortlist, still read. */
const LEGACY_SHADES_PARAM = "shades";
/** Every parameter readPlan reads: what a page showing the plan declares to the page cache (ADR 22). */
export const PLAN_QUERY_PARAMS: readonly string[] = [...PLAN_PARAMS, LEGACY_SHADES_PARAM];

/** A page's own parameters and the plan's, each once, for `sharedPageHeaders`. */
export function withPlanParams(own: readonly string[] = []): string[] {
  return [...new Set([...own, ...PLAN_QUERY_PARAMS])];
}

const PRODUCT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+){0,8}$/;
/** A calculator query is a few hundred characters; this bounds what a link may echo. */
const ESTIMATE_MAX = 2_000;

export const emptyPlan = (): Plan => ({ codes: [] });

export function isEmptyPlan(plan: Plan): boolean {
  return plan.codes.length === 0 && !plan.product && !plan.scheme && !plan.estimate;
}

type Params = Pick<URLSearchParams, "get" | "getAll">;

/** The plan a query carries; parts of the wrong form are left out. */
export function readPlan(params: Params): Plan {
  const plan: Plan = {
    codes: parseShortlist([
      ...params.getAll(SHORTLIST_PARAM),
      ...params.getAll(LEGACY_SHADES_PARAM),
    ]),
  };
  const product = params.get("product")?.trim().toLowerCase();
  if (product && PRODUCT_SLUG.test(product)) plan.product = product;
  const scheme = parseScheme(params.get("scheme"));
  if (scheme) plan.scheme = scheme;
  const estimate = normaliseEstimate(params.get("estimate"));
  if (estimate) plan.estimate = estimate;
  return plan;
}

/** `scene.surface.CODE.surface.CODE…`: surfaces the scene has, each once, with a valid code. */
export function parseScheme(value: string | null | undefined): PlanScheme | undefined {
  const [scene, ...rest] = (value ?? "").trim().split(".");
  if (!scene || !isSceneId(scene)) return undefined;
  const known = new Set(sceneOf(scene).surfaces.map((s) => s.id));
  const surfaces: PlanScheme["surfaces"] = {};
  for (let i = 0; i + 1 < rest.length; i += 2) {
    const surface = rest[i]!;
    const code = rest[i + 1]!.toUpperCase();
    if (isSurfaceId(surface) && known.has(surface) && isShadeCode(code) && !surfaces[surface])
      surfaces[surface] = code;
  }
  return { scene, surfaces };
}

export function schemeParam(scheme: PlanScheme): string {
  const pairs = sceneOf(scheme.scene)
    .surfaces.map((s) => s.id)
    .flatMap((id) => (scheme.surfaces[id] ? [id, scheme.surfaces[id]!] : []));
  return [scheme.scene, ...pairs].join(".");
}

/** The calculator's query in its own short, stable form, or undefined when nothing was asked. */
export function normaliseEstimate(value: string | null | undefined): string | undefined {
  const raw = (value ?? "").trim().slice(0, ESTIMATE_MAX);
  if (!raw) return undefined;
  const query = calculatorQuery(
    readCalculatorQuery(new URLSearchParams(raw.includes("?") ? raw.split("?")[1] : raw)),
  );
  return query || undefined;
}

/**
 * The plan as a query (no "?"), parts in a fixed order so equal plans give
 * equal links. Codes, slugs and schemes need no escaping, so the address
 * stays readable; the estimate is escaped once.
 */
export function planQuery(plan: Plan): string {
  const parts: string[] = [];
  if (plan.codes.length > 0) parts.push(`${SHORTLIST_PARAM}=${plan.codes.join(",")}`);
  if (plan.product) parts.push(`product=${plan.product}`);
  if (plan.scheme) parts.push(`scheme=${schemeParam(plan.scheme)}`);
  if (plan.estimate) parts.push(`estimate=${encodeURIComponent(plan.estimate)}`);
  return parts.join("&");
}

/**
 * `href` with the plan carried along. A part the link already sets is left
 * as the link has it (a shade page's own `codes`, say), so a tool's own
 * choice wins over the plan it was handed.
 */
export function withPlan(href: string, plan: Plan): string {
  const [beforeHash, hash] = splitOnce(href, "#");
  const [path, query] = splitOnce(beforeHash, "?");
  const own = new URLSearchParams(query);
  const carried = planQuery({
    codes: own.has(SHORTLIST_PARAM) ? [] : plan.codes,
    ...(plan.product && !own.has("product") ? { product: plan.product } : {}),
    ...(plan.scheme && !own.has("scheme") ? { scheme: plan.scheme } : {}),
    ...(plan.estimate && !own.has("estimate") ? { estimate: plan.estimate } : {}),
  });
  const joined = [query, carried].filter(Boolean).join("&");
  return `${path}${joined ? `?${joined}` : ""}${hash !== undefined ? `#${hash}` : ""}`;
}

/**
 * `over`'s parts replace `base`'s, and a part `over` lacks is kept: what the
 * browser remembers after a page shows the plan its address carried.
 */
export function mergePlans(base: Plan, over: Plan): Plan {
  const merged: Plan = { codes: over.codes.length > 0 ? [...over.codes] : [...base.codes] };
  const product = over.product ?? base.product;
  const scheme = over.scheme ?? base.scheme;
  const estimate = over.estimate ?? base.estimate;
  if (product) merged.product = product;
  if (scheme) merged.scheme = scheme;
  if (estimate) merged.estimate = estimate;
  return merged;
}

/** The plan less some of its parts (a tool's own parameters say those). */
export function planWithout(plan: Plan, parts: readonly (keyof Plan)[]): Plan {
  const rest: Plan = { ...plan, codes: parts.includes("codes") ? [] : [...plan.codes] };
  for (const part of parts) if (part !== "codes") delete rest[part];
  return rest;
}

/**
 * The plan as hidden fields of a GET form, so a form hands it over as a link
 * does; `except` leaves out parts the form asks for itself.
 */
export function planFields(
  plan: Plan,
  except: readonly (keyof Plan)[] = [],
): [name: string, value: string][] {
  return [...new URLSearchParams(planQuery(planWithout(plan, except)))];
}

/** The shades a plan names: the shortlist, then the scheme's that are not on it. */
export function planShadeCodes(plan: Plan): string[] {
  const codes = [...plan.codes];
  for (const code of Object.values(plan.scheme?.surfaces ?? {}))
    if (code && !codes.includes(code)) codes.push(code);
  return codes;
}

/** "Book a visit" carrying the whole plan, in the page's language. */
export function bookVisitHref(plan: Plan, locale: string): string {
  return withPlan(localizeHref("/consultation", locale), plan);
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
