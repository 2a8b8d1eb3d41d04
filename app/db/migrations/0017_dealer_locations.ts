import { sql, type Kysely } from "kysely";

/**
 * Dealers where they really are (issue 42, ADR 42). Two columns:
 *
 * - `location_source`: "exact" when `lat`/`lon` are the shop's own, "pin"
 *   when they are its PIN code's centre, a fallback staff should replace;
 * - `paints`: the paints (product slugs) the shop stocks, "slug; slug" like
 *   `products` (the ranges).
 *
 * Rows already here are judged from their PIN, with the copy of the PIN
 * points this migration carries (0017_pin_estimates.json: points GeoNames
 * gives to many PINs, districts' centres, PIN points since found wrong). A
 * shop within 2 km of such a point for its PIN was placed there from its PIN
 * (the sample data scattered its shops up to 1.5 km around their PIN's point),
 * not where it is: it moves to the PIN's centre as checked by hand, if there
 * is one, and is marked "pin"; so is a shop standing on that checked centre
 * itself (where this migration, run before, down and up again, put it). Any
 * other point was someone's: "exact". Each
 * shop is taken to stock every paint of the ranges it lists, as the range
 * pages listed them when this was written.
 */

/** The paints of each range, as the range pages list them (content/products, 2026-11). */
const PAINTS_OF_RANGE: Readonly<Record<string, readonly string[]>> = {
  "interior-range": [
    "Kamo-Hi-Sheen",
    "velvety",
    "kamoshine-advance",
    "kamosilky-advance",
    "sheen-n-shine-stain-free",
    "kamorich",
    "kamosilky",
  ],
  "distemper-range": ["kamosilky"],
  "exterior-range": [
    "weather-supreme",
    "weather-classic",
    "weather-classic-advance",
    "weather-classic-max",
    "kamo-supreme-advance-shyne",
    "kamoshield",
    "kamo-shield-advance",
  ],
  "dual-paints-series": [
    "kamodual-luxury-emulsion",
    "kamodual-premium-emulsion",
    "kamodual-gold-emulsion",
  ],
};
/** The product records' order, which every list of paints keeps. */
const PAINT_ORDER = [
  ...PAINTS_OF_RANGE["interior-range"]!,
  ...PAINTS_OF_RANGE["exterior-range"]!,
  ...PAINTS_OF_RANGE["dual-paints-series"]!,
];

/** The sample data's scatter (1.5 km) and a margin: nearer than this, a shop stood on the point. */
const ON_THE_POINT_KM = 2;
/** Nearer than this to a checked centre, a shop was put on it, not measured. */
const ON_THE_CENTRE_KM = 0.05;

interface PinEstimates {
  estimates: [number, number, number[]][];
  checked: Record<string, [number, number]>;
}

/** Straight-line km, flat over the 2 km that matter here. */
function nearKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const x = (a.lon - b.lon) * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
  return Math.hypot(a.lat - b.lat, x) * 111.195;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("dealers")
    .addColumn("location_source", "text", (c) => c.notNull().defaultTo("exact"))
    .execute();
  await db.schema
    .alterTable("dealers")
    .addColumn("paints", "text", (c) => c.notNull().defaultTo(""))
    .execute();

  const rows = await sql<{ id: number; pin: string; lat: number; lon: number; products: string }>`
    SELECT id, pin, lat, lon, products FROM dealers`.execute(db);

  // Paints from ranges: one UPDATE per distinct list of ranges, a few dozen at most.
  const byProducts = new Map<string, number[]>();
  for (const row of rows.rows)
    byProducts.set(row.products, [...(byProducts.get(row.products) ?? []), row.id]);
  for (const [products, ids] of byProducts) {
    const ranges = products.split(";").map((slug) => slug.trim());
    const paints = PAINT_ORDER.filter(
      (paint, i) =>
        PAINT_ORDER.indexOf(paint) === i &&
        ranges.some((range) => PAINTS_OF_RANGE[range]?.includes(paint)),
    ).join("; ");
    for (let start = 0; start < ids.length; start += 500)
      await sql`UPDATE dealers SET paints = ${paints} WHERE id IN (${sql.join(ids.slice(start, start + 500))})`.execute(
        db,
      );
  }

  // Loaded here, not at the top: a server that is up to date never reads it.
  const { estimates, checked } = (await import("./0017_pin_estimates.json"))
    .default as unknown as PinEstimates;
  const estimateOf = new Map<string, { lat: number; lon: number }>();
  for (const [lat, lon, pins] of estimates)
    for (const pin of pins) estimateOf.set(String(pin), { lat, lon });
  for (const row of rows.rows) {
    const estimate = estimateOf.get(row.pin);
    if (!estimate) continue;
    const at = { lat: Number(row.lat), lon: Number(row.lon) };
    const [lat, lon] = checked[row.pin] ?? [estimate.lat, estimate.lon];
    if (nearKm(estimate, at) > ON_THE_POINT_KM && nearKm({ lat, lon }, at) > ON_THE_CENTRE_KM)
      continue;
    await sql`UPDATE dealers SET lat = ${lat}, lon = ${lon}, location_source = 'pin' WHERE id = ${row.id}`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Moved shops stay where they were moved: their old points were not theirs either.
  await db.schema.alterTable("dealers").dropColumn("paints").execute();
  await db.schema.alterTable("dealers").dropColumn("location_source").execute();
}
