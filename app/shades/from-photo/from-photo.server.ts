import { products } from "~/products/content";
import { summaryOf } from "../explorer/explorer.server";
import type { ShadeSummary } from "../explorer/types";
import { shadesNearColour } from "../shades.server";
import { paintPlaceOf } from "../tinting";
import type { Shade } from "../types";
import { closenessOf, type Closeness } from "./closeness";
import { normaliseHex } from "./sample";
import { scenesForShade, type PaintSurface, type TryScene } from "../try-on-wall";

/**
 * "Colour from a photo" (issue 42) on the server: the shades nearest the
 * colour a visitor sampled, by CIEDE2000 over the whole data set (which never
 * goes to the browser: ADR 29, ADR 44). Only the sampled colour travels,
 * never the photo. With a paint chosen (the plan's `product`), the shades it
 * comes in come first.
 */

/** The page's own parameters; the page adds the plan's (the page cache keys on both, ADR 22). */
export const FROM_PHOTO_PARAMS = ["colour"] as const;

/** How many shades a result shows: in the chosen paint, then in others; or of all. */
export const NEAREST_IN_PAINT = 6;
export const NEAREST_ELSEWHERE = 3;
export const NEAREST_ANY = 8;

export interface PhotoMatch {
  shade: ShadeSummary;
  deltaE: number;
  closeness: Closeness;
  /** Whether the chosen paint comes in it; undefined when no paint is chosen. */
  inPaint?: boolean;
  /** The scene "Try on a wall" opens: one that fits the paint and the shade. */
  scene: TryScene;
}

const placeOf = (family: (typeof products)[number]["family"]) => paintPlaceOf[family];
/** Where a paint may go, as the visualiser's hand-over asks it. */
const paintSuits: Record<ReturnType<typeof placeOf>, PaintSurface[]> = {
  interior: ["interior"],
  exterior: ["exterior"],
  dual: ["interior", "exterior"],
};

/**
 * Whether a paint comes in a shade: the data set joins each shade with the
 * paints it comes in by the one rule of ADR 40 (`comesIn`, availability.ts),
 * so this page says what the shade cards and the explorer say.
 */
const comesInPaint = (slug: string) => (shade: Shade) =>
  (shade.products as readonly string[]).includes(slug);

/**
 * The shades nearest `hex`, closest first; with a paint, those it comes in
 * first (each group closest first), then the nearest it does not come in.
 */
export function nearestShades(hex: string, product?: string): PhotoMatch[] {
  const paint = product ? products.find((p) => p.slug === product) : undefined;
  const suits = paint ? paintSuits[placeOf(paint.family)] : undefined;
  const match = (shade: Shade, deltaE: number, inPaint?: boolean): PhotoMatch => ({
    shade: summaryOf(shade),
    deltaE: Math.round(deltaE * 100) / 100,
    closeness: closenessOf(deltaE),
    ...(inPaint === undefined ? {} : { inPaint }),
    scene: scenesForShade({
      ...(suits ? { paintSuits: suits } : {}),
      shadeSuitsExterior: shade.suitability.includes("exterior"),
    })[0]!,
  });
  if (!paint) return shadesNearColour(hex, NEAREST_ANY).map((m) => match(m.item, m.deltaE));
  const inPaint = comesInPaint(paint.slug);
  return [
    ...shadesNearColour(hex, NEAREST_IN_PAINT, inPaint).map((m) => match(m.item, m.deltaE, true)),
    ...shadesNearColour(hex, NEAREST_ELSEWHERE, (shade) => !inPaint(shade)).map((m) =>
      match(m.item, m.deltaE, false),
    ),
  ];
}

/**
 * The page's data: the colour asked about (if any), its nearest shades, the
 * plan and the paints. The page reads the plan (readPlan, app/plan/plan.ts)
 * and hands it in; its `product` is the paint chosen.
 */
export function fromPhotoData<P extends { product?: string }>(url: URL, plan: P) {
  const raw = url.searchParams.get("colour");
  const colour = normaliseHex(raw);
  const paint = products.find((p) => p.slug === plan.product);
  return {
    colour: colour ?? null,
    /** A colour was asked for but was not one (a mistyped link). */
    ignored: raw !== null && raw !== "" && !colour,
    matches: colour ? nearestShades(colour, paint?.slug) : [],
    plan,
    paint: paint ? { slug: paint.slug, name: paint.name } : null,
    paints: products.map((p) => ({ slug: p.slug, name: p.name })),
  };
}
