import { describe, expect, it } from "vitest";
import { indianStates } from "~/lib/forms/options";
import { haversineKm } from "~/places/geo";
import pinLocations from "~/places/pin-locations.json";
import { pinDirectory } from "~/places/pin-directory.server";
import { districtsWithHindiNames } from "./district-names";
import { findPinLocation, pinStateCities } from "./pin-search.server";

describe("the PIN directory's districts", () => {
  it("has every district the Hindi table names", () => {
    const known = new Set(pinDirectory().districts.map((district) => district.name));
    expect(districtsWithHindiNames.filter((name) => !known.has(name))).toEqual([]);
  });
});

describe("findPinLocation", () => {
  it("locates a PIN at its own point, typed with or without a space", () => {
    for (const input of ["226010", " 226 010 "]) {
      const result = findPinLocation(input);
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      expect(result.location).toMatchObject({
        pin: "226010",
        district: "Lucknow",
        state: "Uttar Pradesh",
        accuracy: "pin",
      });
      expect(haversineKm(result.location, { lat: 26.85, lon: 80.99 })).toBeLessThan(15);
    }
  });

  it("falls back to the district's centre for a PIN whose point was dropped, and says so", () => {
    const fallback = pinLocations.pins.find((pin) => pin[2] === null)!;
    const result = findPinLocation(String(fallback[0]));
    const place = pinDirectory().find(String(fallback[0]))!;
    expect(result).toEqual({
      ok: true,
      location: expect.objectContaining({
        accuracy: "district",
        lat: place.districtCentre.lat,
        lon: place.districtCentre.lon,
      }),
    });
  });

  it("tells a malformed PIN from an unknown one", () => {
    expect(findPinLocation("12345")).toMatchObject({
      ok: false,
      error: "malformed",
      input: "12345",
    });
    expect(findPinLocation("012345")).toMatchObject({ ok: false, error: "malformed" });
    expect(findPinLocation("")).toMatchObject({ ok: false, error: "malformed" });
    expect(findPinLocation("999999")).toMatchObject({
      ok: false,
      error: "unknown",
      message: expect.stringContaining("999999"),
    });
  });
});

describe("pinStateCities", () => {
  it("lists every state once with its districts as cities, in order", () => {
    const choices = pinStateCities();
    expect(choices.map((choice) => choice.state)).toEqual(
      indianStates.map((choice) => choice.value),
    );
    const up = choices.find((choice) => choice.state === "Uttar Pradesh")!;
    expect(up.cities).toEqual(expect.arrayContaining(["Lucknow", "Prayagraj", "Varanasi"]));
    expect(up.cities).toEqual([...up.cities].sort((a, b) => a.localeCompare(b, "en-IN")));
    expect(choices.find((choice) => choice.state === "Ladakh")!.cities).toEqual(["Kargil", "Leh"]);
  });
});
