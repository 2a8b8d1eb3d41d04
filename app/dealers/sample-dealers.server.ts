import { createHash } from "node:crypto";
import { rangeSlugs } from "~/content/route-paths";
import type { Dealer, RangeSlug } from "./dealer-record";
import { destinationPoint } from "~/places/geo";
import { formatOpeningHours, type DayHours, type WeeklyHours } from "./opening-hours";
import { paints as allPaints, paintsOfRanges, type PaintSlug } from "./paints";
import type { PinPlace } from "~/places/pin-data";
import { LOCALITY_SAMPLE_DEALERS, LOCALITY_SAMPLE_DISTRICTS } from "./sample-localities";
import {
  ADJECTIVES,
  FAMILY_FIRMS,
  LANDMARKS,
  REGION_OF_STATE,
  REGION_WORDS,
  SHOP_KINDS,
  STREETS,
} from "./sample-dealer-words";

/**
 * Fictional dealers at real PIN-code locations, for the sample database and
 * the search bench (ADR 19). The same PINs, count and seed always give the
 * same dealers, byte for byte, on any machine. Since issue 42 (ADR 42) a
 * shop stands only at a PIN whose point is its own (or checked by hand), not
 * one GeoNames gives to a whole town or district, and Bengaluru's and
 * Mumbai's shops are the hand-placed ones of sample-localities.ts.
 */

export const DEFAULT_SAMPLE_SEED = "kamo-sample-dealers-1";
export const DEFAULT_SAMPLE_COUNT = 4_200;

/**
 * The company's home markets, north and centre: the share of all dealers
 * each gets. The other states share the rest in proportion to their PIN
 * codes, so a big state gets more shops than a small one.
 */
export const MARKET_SHARES: Readonly<Record<string, number>> = {
  "Uttar Pradesh": 0.16,
  Rajasthan: 0.08,
  "Madhya Pradesh": 0.08,
  Bihar: 0.07,
  Haryana: 0.06,
  Delhi: 0.05,
  Punjab: 0.05,
  Uttarakhand: 0.03,
};

/** Every state and union territory gets at least this many, so a search anywhere finds some. */
export const MIN_DEALERS_PER_STATE = 3;

/** Shops in one PIN are scattered up to this far from its point, so they do not sit on one spot. */
export const JITTER_KM = 1.5;

/** How likely a shop is to stock each range (interior and exterior emulsions nearly always). */
const STOCK_CHANCE: Readonly<Record<RangeSlug, number>> = {
  "designer-range": 0.25,
  "exterior-range": 0.9,
  "interior-range": 0.95,
  "distemper-range": 0.8,
  "premium-enamel-range": 0.75,
  "wood-coating-products": 0.45,
  "water-proofing-solutions": 0.6,
  "dual-paints-series": 0.5,
};

/**
 * Uniform numbers in [0, 1) from SHA-256 of the seed and a counter: no
 * hand-made generator to get wrong, and the same sequence in every runtime.
 */
export function seededRandom(seed: string): () => number {
  let block = Buffer.alloc(0);
  let offset = 0;
  let counter = 0;
  return () => {
    if (offset + 4 > block.length) {
      block = createHash("sha256").update(`${seed}:${counter++}`).digest();
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value / 2 ** 32;
  };
}

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join("");

/**
 * How many dealers each state gets: the minimum first, the rest by share,
 * rounded so the total is exact (largest remainders win the leftovers).
 */
export function dealersPerState(
  pinCounts: ReadonlyMap<string, number>,
  count: number,
): Map<string, number> {
  const states = [...pinCounts.keys()].sort();
  const floor = MIN_DEALERS_PER_STATE * states.length;
  if (!Number.isInteger(count) || count < floor)
    throw new RangeError(
      `at least ${floor} dealers are needed to place ${MIN_DEALERS_PER_STATE} in every state`,
    );
  const fixedShare = states.reduce((sum, state) => sum + (MARKET_SHARES[state] ?? 0), 0);
  const otherPins = states
    .filter((state) => MARKET_SHARES[state] === undefined)
    .reduce((sum, state) => sum + pinCounts.get(state)!, 0);
  const spare = count - floor;
  const quotas = states.map((state) => {
    const share = MARKET_SHARES[state] ?? ((1 - fixedShare) * pinCounts.get(state)!) / otherPins;
    return { state, exact: spare * share };
  });
  const result = new Map(
    quotas.map(({ state, exact }) => [state, MIN_DEALERS_PER_STATE + Math.floor(exact)]),
  );
  let left = count - [...result.values()].reduce((sum, n) => sum + n, 0);
  const byRemainder = [...quotas].sort(
    (a, b) => (b.exact % 1) - (a.exact % 1) || (a.state < b.state ? -1 : 1),
  );
  for (const { state } of byRemainder) {
    if (left <= 0) break;
    result.set(state, result.get(state)! + 1);
    left--;
  }
  return result;
}

function shopName(random: Random, place: PinPlace, surname: string, givenName: string): string {
  const words = REGION_WORDS[REGION_OF_STATE[place.state]!];
  const kind = pick(random, SHOP_KINDS);
  const style = random();
  if (style < 0.3) return `${surname} ${kind}`;
  if (style < 0.55) return `${pick(random, words.patrons)} ${kind}`;
  if (style < 0.7) return `${pick(random, ADJECTIVES)} ${kind}`;
  if (style < 0.8) return `${surname} ${pick(random, FAMILY_FIRMS)}`;
  if (style < 0.9) return `${givenName} ${kind}`;
  return `${place.area} ${kind}`;
}

function addressLine(random: Random): string {
  const street = pick(random, STREETS);
  const number = 1 + Math.floor(random() * 250);
  const style = random();
  if (style < 0.35) return `Shop No. ${number}, ${street}`;
  if (style < 0.6) return `${number}, ${street}`;
  if (style < 0.75) return `Plot ${number}, ${street}`;
  if (style < 0.85) return `${pick(random, ["A", "B", "C", "D"])}-${number}, ${street}`;
  return `Near ${pick(random, LANDMARKS)}, ${street}`;
}

function openingHours(random: Random): string {
  const day: DayHours = {
    open: pick(random, ["08:30", "09:00", "09:30", "10:00"]),
    close: pick(random, ["19:30", "20:00", "20:30", "21:00"]),
  };
  const week: (DayHours | null)[] = Array(7).fill(day);
  // Markets close on different days: Sunday mostly, Tuesday or Monday in many towns.
  const off = random();
  if (off < 0.5) week[6] = random() < 0.3 ? { open: "10:00", close: "14:00" } : null;
  else if (off < 0.65) week[1] = null;
  else if (off < 0.75) week[0] = null;
  else if (off < 0.8) week[3] = null;
  return formatOpeningHours(week as WeeklyHours);
}

/**
 * Most shops carry every paint of the ranges they stock; the others, each
 * paint by this chance, and at least one of each range.
 */
const EVERY_PAINT_CHANCE = 0.75;
const PAINT_CHANCE = 0.6;

function stockedPaints(random: Random, ranges: readonly RangeSlug[]): PaintSlug[] {
  if (random() < EVERY_PAINT_CHANCE) return paintsOfRanges(ranges);
  const chosen = new Set<PaintSlug>();
  for (const range of ranges) {
    const ofRange = allPaints.filter((paint) => paint.ranges.includes(range));
    if (ofRange.length === 0) continue;
    const picked = ofRange.filter(() => random() < PAINT_CHANCE);
    for (const paint of picked.length > 0 ? picked : [pick(random, ofRange)])
      chosen.add(paint.slug);
  }
  return allPaints.filter((paint) => chosen.has(paint.slug)).map((paint) => paint.slug);
}

function stockedRanges(random: Random): RangeSlug[] {
  const stocked = rangeSlugs.filter((slug) => random() < STOCK_CHANCE[slug]);
  return stocked.length >= 2
    ? stocked
    : rangeSlugs.filter((slug) => slug === "interior-range" || slug === "exterior-range");
}

export function uniquePhone(random: Random, taken: Set<string>): string {
  // Fictional, but shaped like a real Indian mobile: 10 digits starting 9.
  for (;;) {
    const phone = `9${digits(random, 9)}`;
    if (!taken.has(phone)) {
      taken.add(phone);
      return phone;
    }
  }
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** A PIN a generated shop may stand at: its point is its own, and its city is not hand-placed. */
const standsAlone = (place: PinPlace) =>
  (place.accuracy === "pin" || place.accuracy === "checked") &&
  !LOCALITY_SAMPLE_DISTRICTS.includes(place.district);

/**
 * `count` dealers spread over the states by MARKET_SHARES (in proportion to
 * the PINs with a point), each at a PIN with a point of its own, jittered
 * within JITTER_KM, so each stands where its own coordinates say. Codes run
 * KPD-00001 upwards, state by state.
 */
export function generateSampleDealers(
  places: readonly PinPlace[],
  options: { count?: number; seed?: string } = {},
): Dealer[] {
  const count = options.count ?? DEFAULT_SAMPLE_COUNT;
  const seed = options.seed ?? DEFAULT_SAMPLE_SEED;
  const random = seededRandom(seed);
  // A stream of its own, so the paints added in issue 42 left every other field as it was drawn.
  const paintRandom = seededRandom(`${seed}:paints`);
  const located = new Map<string, PinPlace[]>();
  const pool = new Map<string, PinPlace[]>();
  const add = (map: Map<string, PinPlace[]>, place: PinPlace) => {
    const list = map.get(place.state);
    if (list) list.push(place);
    else map.set(place.state, [place]);
  };
  for (const place of places) {
    if (!place.point) continue;
    add(located, place);
    if (standsAlone(place)) add(pool, place);
  }
  const perState = dealersPerState(
    new Map([...located].map(([state, list]) => [state, list.length])),
    count,
  );
  const phones = new Set<string>(LOCALITY_SAMPLE_DEALERS.map((dealer) => dealer.phone));
  const dealers: Dealer[] = [];
  for (const [state, total] of perState) {
    const words = REGION_WORDS[REGION_OF_STATE[state]!];
    for (let i = 0; i < total; i++) {
      const place = pick(random, pool.get(state)!);
      const surname = pick(random, words.surnames);
      const givenName = pick(random, words.givenNames);
      // sqrt spreads the shops evenly over the disc rather than crowding its middle.
      const at = destinationPoint(place.point!, random() * 360, JITTER_KM * Math.sqrt(random()));
      dealers.push({
        code: `KPD-${String(dealers.length + 1).padStart(5, "0")}`,
        name: shopName(random, place, surname, givenName),
        contactPerson: `${givenName} ${surname}`,
        phone: uniquePhone(random, phones),
        whatsapp: random() < 0.8,
        address: addressLine(random),
        locality: place.area,
        city: place.district,
        district: place.district,
        state,
        pin: place.pin,
        lat: round5(at.lat),
        lon: round5(at.lon),
        locationSource: "exact",
        hours: openingHours(random),
        products: stockedRanges(random),
        paints: [],
        active: true,
      });
      const dealer = dealers.at(-1)!;
      dealer.paints = stockedPaints(paintRandom, dealer.products);
    }
  }
  return dealers;
}

/** The committed sample: the generated shops, then the hand-placed ones of Bengaluru and Mumbai. */
export function sampleDealers(
  places: readonly PinPlace[],
  options: { count?: number; seed?: string } = {},
): Dealer[] {
  return [...generateSampleDealers(places, options), ...LOCALITY_SAMPLE_DEALERS];
}
