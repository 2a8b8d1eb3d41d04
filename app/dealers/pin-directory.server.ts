import pinLocations from "./pin-locations.json";
import { PIN_CORRECTIONS } from "./pin-corrections";
import { createPinDirectory, pinDataSchema, type PinDirectory } from "./pin-data";
import { groupCitiesByState, locatePin, type PinLookup, type StateCities } from "./pins";

/**
 * The PIN-code directory the server searches from (ADR 19). The JSON is part
 * of the server bundle only: this module is server-only, and nothing in the
 * browser needs 1 MB of PIN codes. It is validated and indexed on first use,
 * once per process.
 */

let directory: PinDirectory | undefined;
let stateCities: StateCities[] | undefined;

export function pinDirectory(): PinDirectory {
  directory ??= createPinDirectory(pinDataSchema.parse(pinLocations), PIN_CORRECTIONS);
  return directory;
}

/** What a visitor typed in the PIN box, as a point to search around or a reason why not. */
export function findPinLocation(input: string): PinLookup {
  return locatePin(input, pinDirectory());
}

/**
 * States and their cities for the state-and-city search, a city being a
 * district (named, nearly always, after its main town).
 */
export function pinStateCities(): StateCities[] {
  stateCities ??= groupCitiesByState(
    pinDirectory().districts.map((district) => ({ state: district.state, city: district.name })),
  );
  return stateCities;
}

/** Attribution the CC BY licence asks for, for the page that uses the data. */
export function pinDataSource() {
  return pinLocations.source;
}
