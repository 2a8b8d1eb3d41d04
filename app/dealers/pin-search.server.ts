import { pinDirectory } from "~/places/pin-directory.server";
import { groupCitiesByState, locatePin, type PinLookup, type StateCities } from "./pins";

/**
 * The dealer locator's questions to the PIN directory
 * (app/places/pin-directory.server.ts), in its own words (pins.ts).
 */

let stateCities: StateCities[] | undefined;

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
