import { z } from "zod";
import { rangeSlugs } from "~/content/route-paths";
import { cleanText, indianMobile, personName, pinCode, shortText } from "~/lib/forms/fields";
import { indianStates } from "~/lib/forms/options";
import { INDIA_BOUNDS, haversineKm, type LatLon } from "./geo";
import { messages } from "./messages";
import { formatOpeningHours, parseOpeningHours } from "./opening-hours";
import type { PinDirectory } from "./pin-data";

/**
 * One dealer, as the sample data, the staff screens and the CSV import and
 * export will all hold it. The CSV columns are the record's fields in
 * snake_case, in this order; a file must have each exactly once.
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
  "active",
] as const;

export type DealerCsvColumn = (typeof DEALER_CSV_COLUMNS)[number];

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
  /** Canonical weekly hours, see opening-hours.ts. */
  hours: string;
  /** The ranges the shop stocks, in the site's range order. */
  products: RangeSlug[];
  /** Inactive dealers are kept for the record but never shown to visitors. */
  active: boolean;
}

const stateNames = indianStates.map((choice) => choice.value) as [string, ...string[]];

const yesNo = (label: string) =>
  z
    .string()
    .transform((value) => cleanText(value).toLowerCase())
    .pipe(z.enum(["yes", "no"], { error: messages.dealerYesNo(label) }))
    .transform((value) => value === "yes");

const coordinate = (bounds: { min: number; max: number }, message: string) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d+)?$/, message)
    .transform(Number)
    .pipe(z.number().min(bounds.min, message).max(bounds.max, message));

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
    active: yesNo("Active"),
  })
  .transform((row): Dealer => ({
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
    lat: row.latitude,
    lon: row.longitude,
    hours: row.hours,
    products: row.products,
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
    // Five decimals is about a metre: the door of the shop, no more.
    latitude: dealer.lat.toFixed(5),
    longitude: dealer.lon.toFixed(5),
    hours: dealer.hours,
    products: dealer.products.join("; "),
    active: yes(dealer.active),
  };
}

/**
 * Further than this from its PIN's point, a dealer's coordinates are probably
 * mistyped. Generous, because a rural PIN covers a wide area and GeoNames'
 * point for it can be tens of km from its centre (ADR 19).
 */
export const MAX_KM_FROM_PIN = 100;

/**
 * Checks a valid record against the PIN directory: the PIN exists, lies in
 * the dealer's state, and is near the dealer's coordinates. Returned per
 * column, like the row schema's messages.
 */
export function dealerPinProblems(
  dealer: Dealer,
  directory: Pick<PinDirectory, "find">,
): { column: DealerCsvColumn; message: string }[] {
  const place = directory.find(dealer.pin);
  if (!place) return [{ column: "pin", message: messages.pinNotFound(dealer.pin) }];
  const problems: { column: DealerCsvColumn; message: string }[] = [];
  if (place.state !== dealer.state)
    problems.push({ column: "state", message: messages.pinOtherState(dealer.pin, place.state) });
  // A PIN without its own point has nothing precise enough to check against.
  const km = place.point ? haversineKm(place.point, dealer) : 0;
  if (km > MAX_KM_FROM_PIN)
    problems.push({ column: "latitude", message: messages.pinFarAway(dealer.pin, Math.round(km)) });
  return problems;
}
