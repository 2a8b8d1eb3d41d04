import { describe, expect, it } from "vitest";
import { indianStates } from "~/lib/forms/options";
import { haversineKm } from "./geo";
import pinLocations from "./pin-locations.json";
import { pinDataSchema } from "./pin-data";
import { PIN_CORRECTIONS } from "./pin-corrections";
import { pinDirectory, pinPlace } from "./pin-directory.server";

describe("the committed PIN directory", () => {
  it("passes its schema and covers every state and union territory", () => {
    const data = pinDataSchema.parse(pinLocations);
    expect(data.states).toEqual(indianStates.map((choice) => choice.value));
    expect(data.pins.length).toBeGreaterThan(19_000);
    expect(data.source.licence).toBe("CC BY 4.0");
    // Every district holds at least one PIN, and nearly every PIN has its own point.
    const used = new Set(data.pins.map((pin) => pin[1]));
    expect(used.size).toBe(data.districts.length);
    const withPoint = data.pins.filter((pin) => pin[2] !== null).length;
    expect(withPoint / data.pins.length).toBeGreaterThan(0.99);
  });

  it("puts the main post offices of four metros within 3 km of where they are", () => {
    const known = [
      { pin: "110001", state: "Delhi", at: { lat: 28.63, lon: 77.22 } },
      { pin: "400001", state: "Maharashtra", at: { lat: 18.94, lon: 72.84 } },
      { pin: "700001", state: "West Bengal", at: { lat: 22.57, lon: 88.35 } },
      { pin: "600001", state: "Tamil Nadu", at: { lat: 13.09, lon: 80.29 } },
    ];
    for (const { pin, state, at } of known) {
      const place = pinDirectory().find(pin)!;
      expect(place.state).toBe(state);
      expect(haversineKm(place.point!, at)).toBeLessThan(3);
    }
  });

  it("puts Bengaluru's 560001 on MG Road, not where GeoNames has it, 28 km north", () => {
    // A known error of the source (ADR 19): 106 Bengaluru PINs share one
    // estimated point near the airport. Checked by hand since issue 42.
    const place = pinDirectory().find("560001")!;
    expect(place).toMatchObject({ district: "Bengaluru", state: "Karnataka", accuracy: "checked" });
    expect(haversineKm(place.point!, { lat: 12.97, lon: 77.59 })).toBeLessThan(3);
    // Uncorrected neighbours keep the shared point and say it is an area's.
    expect(pinDirectory().find("560002")).toMatchObject({
      accuracy: "area",
      point: { lat: 13.2257, lon: 77.575 },
    });
  });

  it("keeps every hand-checked point in its PIN's state, near where GeoNames roughly has it", () => {
    for (const correction of PIN_CORRECTIONS) {
      const place = pinDirectory().find(correction.pin)!;
      const raw = pinLocations.pins.find((row) => String(row[0]) === correction.pin)!;
      expect(place.accuracy, correction.pin).toBe("checked");
      expect(correction.source, correction.pin).toMatch(/\S{8}/);
      const from =
        raw[2] === null ? place.districtCentre : { lat: raw[2] as number, lon: raw[3] as number };
      // Bengaluru's shared point is 57 km from Anekal; a correction further than that is a typo.
      expect(haversineKm(from, correction), correction.pin).toBeLessThan(60);
    }
  });
});

describe("pinPlace", () => {
  it("finds a PIN as typed, with or without spaces, and nothing for one it does not know", () => {
    for (const input of ["226010", " 226 010 "])
      expect(pinPlace(input)).toMatchObject({
        pin: "226010",
        district: "Lucknow",
        state: "Uttar Pradesh",
      });
    expect(pinPlace("999999")).toBeUndefined();
    expect(pinPlace("012345")).toBeUndefined();
    expect(pinPlace("")).toBeUndefined();
  });
});
