import {
  formatCoordinates,
  parseCoordinates,
  type CoordinatesProblem,
} from "~/dealers/coordinates";
import { dealerToRow, type Dealer, type DealerCsvColumn } from "~/dealers/dealer-record";
import { dealerFormFields } from "./dealer-filters";

/**
 * The staff dealer form's fields (issue 42): the CSV's columns, except that
 * the shop's latitude and longitude are one "Location" box, since staff copy
 * them from a map app as one line ("12.97160, 77.59460"). Empty, the shop is
 * placed at its PIN code's centre and marked so. Pure: the form and the
 * action share it.
 */

export type DealerFormField = Exclude<DealerCsvColumn, "latitude" | "longitude"> | "coordinates";
export type DealerFormValues = Partial<Record<DealerFormField, string>>;

/** Said under the Location box; the PIN's-centre fallback is not a problem but a choice. */
export const coordinatesProblems: Record<Exclude<CoordinatesProblem, "empty">, string> = {
  unreadable:
    "Paste the shop's location as a map app copies it, like 26.85123, 80.99876, or leave it empty",
  swapped:
    "This reads as longitude then latitude: give the latitude (north) first, like 26.85123, 80.99876",
  outside: "This location is outside India: check it, or copy it again from the map",
};

/** A dealer as the form shows it: its own point as a map app writes it, none at its PIN's centre. */
export function dealerFormValues(dealer: Dealer): DealerFormValues {
  const { latitude: _latitude, longitude: _longitude, ...cells } = dealerToRow(dealer);
  return {
    ...cells,
    // Ticked as stocked, even where the CSV would shorten "all of its ranges" to empty.
    paints: dealer.paints.join("; "),
    coordinates: dealer.locationSource === "exact" ? formatCoordinates(dealer) : "",
  };
}

export interface DealerFormCells {
  /** What was typed, to show again with the errors. */
  values: DealerFormValues;
  /** As CSV cells for the record's rules; an unreadable location leaves latitude and longitude empty. */
  cells: Record<DealerCsvColumn, string>;
  coordinatesError?: string;
}

export function dealerFormCells(
  form: FormData,
  columns: readonly DealerCsvColumn[],
): DealerFormCells {
  const fields = dealerFormFields(form, columns) as Record<DealerCsvColumn, string>;
  const coordinates = String(form.get("coordinates") ?? "").slice(0, 80);
  const { latitude: _latitude, longitude: _longitude, ...rest } = fields;
  const values: DealerFormValues = { ...rest, coordinates };
  const parsed = parseCoordinates(coordinates);
  const cells = {
    ...fields,
    latitude: parsed.ok ? String(parsed.lat) : "",
    longitude: parsed.ok ? String(parsed.lon) : "",
  };
  if (parsed.ok || parsed.problem === "empty") return { values, cells };
  return { values, cells, coordinatesError: coordinatesProblems[parsed.problem] };
}
