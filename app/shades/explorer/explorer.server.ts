import { products } from "~/products/content";
import type { ProductSlug } from "~/products/content/schema";
import { shadeQuerySchema, type ShadeQuery } from "../query";
import {
  allShades,
  findShades,
  shadeByCode,
  shadeHarmonies,
  shadesOfProduct,
  similarShades,
} from "../shades.server";
import { exteriorVerdict } from "../suitability";
import { paintPlaceOf } from "../tinting";
import { oklchOf } from "../colour";
import { contrastRatio, INK, swatchText, WHITE } from "~/ui/swatch";
import type { Shade } from "../types";
import { parseShortlist, SHORTLIST_PARAM } from "./shortlist";
import type { ExplorerFilters, PlanShade, ShadeSummary } from "./types";

/**
 * What the explorer, a shade page and the shortlist load: the shades they
 * show, cut down to what a page draws (never the data set), and the filters
 * as the URL gave them.
 */

/** The query parameters the explorer reads (the page cache keys on these, ADR 22). */
export const explorerParams = ["q", "family", "band", "use", "product", "page", SHORTLIST_PARAM];

export function summaryOf(shade: Shade): ShadeSummary {
  return {
    code: shade.code,
    name: shade.name,
    nameHi: shade.nameHi,
    hex: shade.hex,
    lrv: shade.lrv,
    light: swatchText(shade.hex).colour !== WHITE,
  };
}

/**
 * The filters of a URL. A value the schema refuses (a family we do not have,
 * page 0) is dropped rather than failing the page: a stale bookmark still
 * shows shades, and the page says something was left out.
 */
export function readFilters(url: URL): { query: ShadeQuery; ignored: boolean } {
  const input: Record<string, string> = {};
  for (const key of ["q", "family", "band", "use", "product", "page"] as const) {
    const value = url.searchParams.get(key);
    if (value !== null) input[key] = value;
  }
  let ignored = false;
  for (;;) {
    const parsed = shadeQuerySchema.safeParse(input);
    if (parsed.success) return { query: parsed.data, ignored };
    ignored = true;
    for (const issue of parsed.error.issues) delete input[String(issue.path[0])];
  }
}

export function explorerData(url: URL) {
  const { query, ignored } = readFilters(url);
  let page = findShades(query);
  // Past the last page (a list that got shorter): show the last one.
  if (page.page > page.pageCount) page = findShades({ ...query, page: page.pageCount });
  const filters: ExplorerFilters = {
    q: query.q,
    family: query.family ?? "",
    band: query.band ?? "",
    use: query.use ?? "",
    product: query.product ?? "",
  };
  return {
    filters,
    ignored,
    shades: page.items.map(summaryOf),
    total: page.total,
    page: page.page,
    pageCount: page.pageCount,
    allCount: allShades().length,
    // Each paint with the number of shades it comes in: the same count its
    // shade card and the shade pages give (ADR 40).
    products: products.map((p) => ({
      slug: p.slug,
      name: p.name,
      count: shadesOfProduct(p.slug).length,
    })),
    shortlist: parseShortlist(url.searchParams.getAll(SHORTLIST_PARAM)),
  };
}

const productNames = () => new Map(products.map((p) => [p.slug, p.name] as const));

/**
 * The paints a shade comes in, as its page lists them: each with where it
 * goes (inside, outside, or both), in catalogue order. Undefined for a code
 * that names no shade.
 */
export function shadePageProducts(code: string) {
  const shade = shadeByCode(code);
  if (!shade) return undefined;
  const bySlug = new Map(products.map((p) => [p.slug, p] as const));
  return shade.products.map((slug: ProductSlug) => {
    const product = bySlug.get(slug)!;
    return { slug, name: product.name, place: paintPlaceOf[product.family] };
  });
}

/** Why a shade is kept off outside walls (ADR 17), or undefined when it is not. */
function exteriorReasonOf(shade: Shade): "heat" | "fading" | undefined {
  const verdict = exteriorVerdict(shade.lrv, oklchOf(shade.hex).c);
  return verdict.exterior ? undefined : verdict.reason;
}

/** Everything a shade page shows; undefined for a code that names no shade. */
export function shadePageData(code: string) {
  const shade = shadeByCode(code);
  if (!shade) return undefined;
  const text = swatchText(shade.hex);
  const r = parseInt(shade.hex.slice(1, 3), 16);
  const g = parseInt(shade.hex.slice(3, 5), 16);
  const b = parseInt(shade.hex.slice(5, 7), 16);
  return {
    shade: {
      ...summaryOf(shade),
      rgb: [r, g, b] as const,
      family: shade.family,
      exterior: shade.suitability.includes("exterior"),
    },
    contrast: {
      colour: text.colour === WHITE ? ("white" as const) : ("dark" as const),
      ratio: text.ratio,
      white: contrastRatio(shade.hex, WHITE),
      dark: contrastRatio(shade.hex, INK),
    },
    products: shadePageProducts(shade.code)!,
    exteriorReason: exteriorReasonOf(shade),
    harmonies: shadeHarmonies(shade.code).map((h) => ({
      id: h.id,
      shades: h.shades.map((m) => summaryOf(m.shade)),
    })),
    similar: similarShades(shade.code, 5).map((m) => ({
      ...summaryOf(m.item),
      deltaE: Math.round(m.deltaE * 10) / 10,
    })),
  };
}

/** The shortlist's shades, in its order; codes that name no shade are counted and dropped. */
export function shortlistData(codes: readonly string[]) {
  const names = productNames();
  const shades = codes.flatMap((code) => {
    const shade = shadeByCode(code);
    return shade
      ? [
          {
            ...summaryOf(shade),
            family: shade.family,
            exterior: shade.suitability.includes("exterior"),
            products: shade.products.map((slug) => names.get(slug) ?? slug),
          },
        ]
      : [];
  });
  return { shades, unknown: codes.length - shades.length };
}

/** The visualiser's surfaces done in wall paint; trim, doors, cabinets and gates take enamel. */
const wallPaintSurfaces = new Set([
  "walls",
  "accent",
  "ceiling",
  "dado",
  "upper",
  "boundary",
  "pillars",
  "coping",
]);

/**
 * The plan's wall shades with the paints each comes in (ADR 40): the
 * shortlist and the scheme's walls, the shades an estimate's paint must come
 * in; the estimate says beside its total which of them it is not made in.
 * Codes that name no shade are left out.
 */
export function planShadesOf(
  codes: readonly string[],
  scheme?: { surfaces: Partial<Record<string, string>> },
): PlanShade[] {
  const wanted = [...codes];
  for (const [surface, code] of Object.entries(scheme?.surfaces ?? {}))
    if (code && wallPaintSurfaces.has(surface) && !wanted.includes(code)) wanted.push(code);
  return wanted.flatMap((code) => {
    const shade = shadeByCode(code);
    return shade
      ? [
          {
            code: shade.code,
            name: shade.name,
            nameHi: shade.nameHi,
            hex: shade.hex,
            products: shade.products,
          },
        ]
      : [];
  });
}
