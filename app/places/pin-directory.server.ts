import { pinCode } from "~/lib/forms/fields";
import pinLocations from "./pin-locations.json";
import { PIN_CORRECTIONS } from "./pin-corrections";
import { createPinDirectory, pinDataSchema, type PinDirectory, type PinPlace } from "./pin-data";

/**
 * The PIN-code directory the server searches from (ADR 19): where each of
 * India's PIN codes is, its district and state. The dealer locator searches
 * around its points, a home visit names its district. The JSON is part of
 * the server bundle only: this module is server-only, and nothing in the
 * browser needs 1 MB of PIN codes. It is validated and indexed on first use,
 * once per process.
 */

let directory: PinDirectory | undefined;

export function pinDirectory(): PinDirectory {
  directory ??= createPinDirectory(pinDataSchema.parse(pinLocations), PIN_CORRECTIONS);
  return directory;
}

/**
 * The directory's place for a PIN code as typed (spaces dropped, the site's
 * PIN rule), or undefined when it is not one or not one we know. What to say
 * about it is the caller's: the dealer locator's words are its own (pins.ts).
 */
export function pinPlace(input: string): PinPlace | undefined {
  const parsed = pinCode.safeParse(input);
  return parsed.success ? pinDirectory().find(parsed.data) : undefined;
}

/** Attribution the CC BY licence asks for, for the page that uses the data. */
export function pinDataSource() {
  return pinLocations.source;
}
