import { z } from "zod";
import { rangeSlugs } from "~/content/route-paths";
import { cleanText, indianMobile, personName, pinCode, shortText } from "~/lib/forms/fields";
import { indianStates } from "~/lib/forms/options";
import { INDIA_BOUNDS, haversineKm, type LatLon } from "~/places/geo";
import { messages } from "./messages";
import { formatOpeningHours, parseOpeningHours } from "./opening-hours";
import { findPaint, paints as allPaints, paintsOfRanges, type PaintSlug } from "./paints";
import type { PinDirectory } from "~/places/pin-data";

/**
 * One dealer, as the sample data, the staff screens and the CSV import and
 * export will all hold it. The CSV columns are the record's fields in
 * snake_case, in this order; a file must have each exactly once, except the
 * optional ones (a file made before they existed still imports).
 *
 * Latitude and longitude are the shop's own. Left empty, the shop is placed
 * at its PIN code's centre and marked so (`locationSource: "pin"`): the
 * locator then calls its distances approximate, and staff see it to fix.
 */
export const DEALER_CSV_COLUMNS = [
  "code",
  "name",
  "contact_person",
  "phone",
  "whatsapp",
  "address",
  "locality",
  "city",
  "district",
  "state",
  "pin",
  "latitude",
  "longitude",
  "hours",
  "products",
  "paints",
  "active",
] as const;

export type DealerCsvColumn = (typeof DEALER_CSV_COLUMNS)[number];

/** Columns a file may leave out: added after files were first exported (issue 42). */
export const OPTIONAL_CSV_COLUMNS: readonly DealerCsvColumn[] = ["paints"];

/**
 * Where a dealer's point comes from: the shop's own coordinates, given by
 * staff or the file, or its PIN code's centre until someone gives them.
 */
export type LocationSource = "exact" | "pin";

export type RangeSlug = (typeof rangeSlugs)[number];

export interface Dealer extends LatLon {
  /** Our own code for the shop, unique, like KPD-00042. */
  code: string;
  /** The shop's name as on its board. */
  name: string;
  contactPerson: string;
  /** Ten-digit Indian mobile, without +91. */
  phone: string;
  /** Whether the phone number takes WhatsApp messages. */
  whatsapp: boolean;
  /** Shop number and street. */
  address: string;
  /** Area or neighbourhood, may be empty. */
  locality: string;
  city: string;
  district: string;
  state: string;
  pin: string;
  /** Whether `lat` and `lon` are the shop's own or its PIN's centre. */
  locationSource: LocationSource;
  /** Canonical weekly hours, see opening-hours.ts. */
  hours: string;
  /** The ranges the shop stocks, in the site's range order. */
  products: RangeSlug[];
  /** The paints it stocks, in the product records' order; each of a range it stocks. */
  paints: PaintSlug[];
  /** Inactive dealers are kept for the record but never shown to visitors. */
  active: boolean;
}

/** A CSV row or form, read: a dealer whose point is its own, or null for its PIN's centre. */
export type DealerRow = Omit<Dealer, "lat" | "lon" | "locationSource"> & { at: LatLon | null };

const stateNames = indianStates.map((choice) => choice.value) as [string, ...string[]];

const yesNo = (label: string) =>
  z
    .string()
    .transform((value) => cleanText(value).toLowerCase())
    .pipe(z.enum(["yes", "no"], { error: messages.dealerYesNo(label) }))
    .transform((value) => value === "yes");

/** A coordinate, or null for an empty cell (the shop is then placed at its PIN's centre). */
const coordinate = (bounds: { min: number; max: number }, message: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (!value) return null;
      const number = /^-?\d{1,3}(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
      if (number >= bounds.min && number <= bounds.max) return number;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });

const hours = z.string().transform((value, ctx) => {
  const parsed = parseOpeningHours(value);
  if (parsed.ok) return formatOpeningHours(parsed.hours);
  ctx.addIssue({ code: "custom", message: parsed.message });
  return z.NEVER;
});

const products = z
  .string()
  .transform((value) =>
    value
      .split(";")
      .map((slug) => cleanText(slug).toLowerCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z.enum(rangeSlugs, {
          error: (issue) => messages.dealerProductUnknown(String(issue.input)),
        }),
      )
      .min(1, messages.dealerProducts),
  )
  .transform((slugs) => rangeSlugs.filter((slug) => slugs.includes(slug)));

/** Paint slugs in any case; an empty or missing cell is read later as "every paint of the ranges". */
const paintList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const slugs = (value ?? "")
      .split(";")
      .map((slug) => cleanText(slug))
      .filter(Boolean);
    const found = new Set<PaintSlug>();
    for (const slug of slugs) {
      const paint = findPaint(slug);
      if (paint) found.add(paint.slug);
      else ctx.addIssue({ code: "custom", message: messages.dealerPaintUnknown(slug) });
    }
    return allPaints.filter((paint) => found.has(paint.slug)).map((paint) => paint.slug);
  });

const requiredText = (label: string) =>
  shortText(label).pipe(z.string().min(2, `${label} is required`));

/** One CSV row (every cell a string) to a Dealer, with a message per bad cell. */
export const dealerRowSchema = z
  .object({
    code: z
      .string()
      .transform((value) => cleanText(value).toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9-]{2,19}$/, messages.dealerCode)),
    name: requiredText("Shop name"),
    contact_person: personName("Contact person"),
    phone: indianMobile,
    whatsapp: yesNo("WhatsApp"),
    address: requiredText("Address"),
    locality: shortText("Locality"),
    city: requiredText("City"),
    district: requiredText("District"),
    state: z
      .string()
      .transform(cleanText)
      .pipe(z.enum(stateNames, { error: messages.dealerState })),
    pin: pinCode,
    latitude: coordinate(
      { min: INDIA_BOUNDS.minLat, max: INDIA_BOUNDS.maxLat },
      messages.dealerLatitude,
    ),
    longitude: coordinate(
      { min: INDIA_BOUNDS.minLon, max: INDIA_BOUNDS.maxLon },
      messages.dealerLongitude,
    ),
    hours,
    products,
    paints: paintList,
    active: yesNo("Active"),
  })
  .superRefine((row, ctx) => {
    // Half a point is a mistake, not a request for the PIN's centre.
    if ((row.latitude === null) !== (row.longitude === null))
      ctx.addIssue({
        code: "custom",
        path: [row.latitude === null ? "latitude" : "longitude"],
        message: messages.dealerCoordinatesHalf,
      });
    for (const slug of row.paints) {
      const paint = allPaints.find((candidate) => candidate.slug === slug)!;
      if (!paint.ranges.some((range) => row.products.includes(range)))
        ctx.addIssue({
          code: "custom",
          path: ["paints"],
          message: messages.dealerPaintOutsideRanges(paint.name, paint.ranges.join(" or ")),
        });
    }
  })
  .transform((row): DealerRow => ({
    code: row.code,
    name: row.name,
    contactPerson: row.contact_person,
    phone: row.phone,
    whatsapp: row.whatsapp,
    address: row.address,
    locality: row.locality,
    city: row.city,
    district: row.district,
    state: row.state,
    pin: row.pin,
    at:
      row.latitude === null || row.longitude === null
        ? null
        : { lat: row.latitude, lon: row.longitude },
    hours: row.hours,
    products: row.products,
    paints: row.paints.length > 0 ? row.paints : paintsOfRanges(row.products),
    active: row.active,
  }));

/** A Dealer as CSV cells, in DEALER_CSV_COLUMNS order; the inverse of dealerRowSchema. */
export function dealerToRow(dealer: Dealer): Record<DealerCsvColumn, string> {
  const yes = (value: boolean) => (value ? "yes" : "no");
  return {
    code: dealer.code,
    name: dealer.name,
    contact_person: dealer.contactPerson,
    phone: dealer.phone,
    whatsapp: yes(dealer.whatsapp),
    address: dealer.address,
    locality: dealer.locality,
    city: dealer.city,
    district: dealer.district,
    state: dealer.state,
    pin: dealer.pin,
    // Five decimals is about a metre: the door of the shop, no more. A shop
    // placed at its PIN's centre has none of its own: left empty, so a file
    // imported again places it there again, and so that filling them in is
    // how staff give it its own.
    latitude: dealer.locationSource === "exact" ? dealer.lat.toFixed(5) : "",
    longitude: dealer.locationSource === "exact" ? dealer.lon.toFixed(5) : "",
    hours: dealer.hours,
    products: dealer.products.join("; "),
    // Empty says "every paint of its ranges", as an older file without the column does.
    paints:
      dealer.paints.join("; ") === paintsOfRanges(dealer.products).join("; ")
        ? ""
        : dealer.paints.join("; "),
    active: yes(dealer.active),
  };
}

/**
 * Further than this from its PIN's point, a dealer's coordinates are probably
 * mistyped. Generous, because a rural PIN covers a wide area and GeoNames'
 * point for it can be tens of km from its centre (ADR 19).
 */
export const MAX_KM_FROM_PIN = 100;

export type PlacedDealer =
  | { ok: true; dealer: Dealer }
  | { ok: false; problems: { column: DealerCsvColumn; message: string }[] };

/**
 * A read row checked against the PIN directory and given its point: the PIN
 * exists and lies in the dealer's state; the shop's own coordinates are
 * near the PIN (which is in India, so they are too, but for a few km across
 * a border); without them, the shop is placed at the PIN's centre (its
 * district's, for a PIN without a point) and marked so. Returned per
 * column, like the row schema's messages.
 */
export function placeDealer(row: DealerRow, directory: Pick<PinDirectory, "find">): PlacedDealer {
  const { at, ...rest } = row;
  const place = directory.find(row.pin);
  if (!place)
    return { ok: false, problems: [{ column: "pin", message: messages.pinNotFound(row.pin) }] };
  const problems: { column: DealerCsvColumn; message: string }[] = [];
  if (place.state !== row.state)
    problems.push({ column: "state", message: messages.pinOtherState(row.pin, place.state) });
  // A PIN without a point of its own has nothing precise enough to check against.
  const km = at && place.point ? haversineKm(place.point, at) : 0;
  if (km > MAX_KM_FROM_PIN)
    problems.push({ column: "latitude", message: messages.pinFarAway(row.pin, Math.round(km)) });
  if (problems.length > 0) return { ok: false, problems };
  const point = at ?? place.point ?? place.districtCentre;
  return {
    ok: true,
    dealer: { ...rest, lat: point.lat, lon: point.lon, locationSource: at ? "exact" : "pin" },
  };
}
