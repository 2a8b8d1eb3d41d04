import { products } from "~/products/content";
import { labOf, type Lab65 } from "./colour";
import { shadeFamilyIds } from "./families";
import { resolveHarmony } from "./harmonies";
import { harmonyIds, type HarmonyId } from "./harmony-ids";
import { LabIndex, type Match } from "./nearest";
import { shadeQuerySchema, type ShadePage, type ShadeQueryInput } from "./query";
import { parseShadeData } from "./schema";
import { matchRank, prepareQuery, searchKeys, type SearchKeys } from "./search";
import { lrvBand, type LrvBand } from "./lrv-bands";
import { codePointOrder } from "./text";
import { comesIn } from "./availability";
import type { Shade } from "./types";
import raw from "./shades.data.json";

/**
 * The shade data set on the server: validated once, on first use, then
 * looked up from memory. Server-only (the file is 400 KB); pages get the few
 * shades they show from loaders.
 */
interface Entry {
  shade: Shade;
  keys: SearchKeys;
  band: LrvBand;
  lab: Lab65;
  /** Position in fandeck order: family, then light to deep. */
  order: number;
}

interface DataSet {
  entries: Entry[];
  byCode: Map<string, Entry>;
  index: LabIndex<Shade>;
  names: string;
  minDeltaE2000: number;
  /** shadesOfProduct's answers, worked out on first use. */
  byProduct: Map<string, Shade[]>;
}

let loaded: DataSet | undefined;

function dataSet(): DataSet {
  if (loaded) return loaded;
  const data = parseShadeData(raw);
  const family = (s: Shade) => shadeFamilyIds.indexOf(s.family);
  const entries = data.shades
    .map((record): Shade => ({
      ...record,
      products: products.filter((p) => comesIn(p, record)).map((p) => p.slug),
    }))
    .sort((a, b) => family(a) - family(b) || b.lrv - a.lrv || codePointOrder(a.code, b.code))
    .map((shade, order) => ({
      shade,
      keys: searchKeys(shade),
      band: lrvBand(shade.lrv),
      lab: labOf(shade.hex),
      order,
    }));
  loaded = {
    entries,
    byCode: new Map(entries.map((e) => [e.shade.code, e])),
    index: new LabIndex(entries.map((e) => ({ lab: e.lab, item: e.shade }))),
    names: data.names,
    minDeltaE2000: data.minDeltaE2000,
    byProduct: new Map(),
  };
  return loaded;
}

/** Every shade in fandeck order (sitemap, cards). */
export function allShades(): Shade[] {
  return dataSet().entries.map((e) => e.shade);
}

/**
 * The shades a paint comes in, in fandeck order: the set its card, the
 * explorer and the shade pages all count (ADR 40). Empty for an unknown slug.
 */
export function shadesOfProduct(slug: string): Shade[] {
  const { byProduct, entries } = dataSet();
  let list = byProduct.get(slug);
  if (!list) {
    list = entries
      .map((e) => e.shade)
      .filter((shade) => shade.products.includes(slug as Shade["products"][number]));
    byProduct.set(slug, list);
  }
  return list;
}

/** Attribution for the names, to show where the names are listed. */
export function shadeNameCredit(): string {
  return dataSet().names;
}

/** The shade with this code; codes are matched ignoring case ("kp-0513"). */
export function shadeByCode(code: string): Shade | undefined {
  return dataSet().byCode.get(code.trim().toUpperCase())?.shade;
}

/**
 * Search and filter, one page at a time. Invalid input throws a ZodError;
 * routes validate with shadeQuerySchema first to show per-field messages.
 */
export function findShades(input: ShadeQueryInput): ShadePage<Shade> {
  const query = shadeQuerySchema.parse(input);
  const prepared = prepareQuery(query.q);
  const ranked: { entry: Entry; rank: number }[] = [];
  for (const entry of dataSet().entries) {
    const { shade } = entry;
    if (query.family && shade.family !== query.family) continue;
    if (query.band && entry.band !== query.band) continue;
    if (query.use && !shade.suitability.includes(query.use)) continue;
    if (query.product && !shade.products.includes(query.product)) continue;
    const rank = matchRank(entry.keys, prepared);
    if (rank >= 0) ranked.push({ entry, rank });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.entry.order - b.entry.order);
  const pageCount = Math.max(1, Math.ceil(ranked.length / query.pageSize));
  const start = (query.page - 1) * query.pageSize;
  return {
    items: ranked.slice(start, start + query.pageSize).map((r) => r.entry.shade),
    total: ranked.length,
    page: query.page,
    pageSize: query.pageSize,
    pageCount,
  };
}

/**
 * The shades nearest a colour by CIEDE2000, closest first: "Colour from a
 * photo" (issue 42). `keep` limits them (the shades a paint comes in, or
 * those it does not).
 */
export function shadesNearColour(
  hex: string,
  count: number,
  keep: (shade: Shade) => boolean = () => true,
): Match<Shade>[] {
  return dataSet().index.nearest(labOf(hex), count, (shade) => !keep(shade));
}

/** The shades most like this one by CIEDE2000, closest first, never itself. */
export function similarShades(code: string, count = 5): Match<Shade>[] {
  const entry = dataSet().byCode.get(code);
  if (!entry) return [];
  return dataSet().index.nearest(entry.lab, count, (s) => s.code === code);
}

export interface ResolvedHarmony {
  id: HarmonyId;
  shades: { shade: Shade; deltaE: number }[];
}

/** All seven harmonies of a shade, as real shades of the set. */
export function shadeHarmonies(code: string): ResolvedHarmony[] {
  const entry = dataSet().byCode.get(code);
  if (!entry) return [];
  return harmonyIds.map((id) => ({
    id,
    shades: resolveHarmony(entry.shade, id, dataSet().index).map((m) => ({
      shade: m.match,
      deltaE: m.deltaE,
    })),
  }));
}
