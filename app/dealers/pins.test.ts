import { describe, expect, it } from "vitest";
import { testPinData } from "../../tests/factories/dealers";
import { createPinDirectory } from "~/places/pin-data";
import { groupCitiesByState, locatePin, parsePin } from "./pins";

const directory = createPinDirectory(testPinData);

describe("parsePin", () => {
  it("accepts six digits starting 1-9, with spaces dropped", () => {
    expect(parsePin("226010")).toEqual({ ok: true, pin: "226010" });
    expect(parsePin(" 226 010 ")).toEqual({ ok: true, pin: "226010" });
    expect(parsePin("100000")).toEqual({ ok: true, pin: "100000" });
  });

  it("turns away anything else with the site's PIN message", () => {
    for (const input of ["", "22601", "2260100", "026010", "22601O", "226-010", "２２６０１０"]) {
      const result = parsePin(input);
      expect(result.ok, input).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/6-digit PIN/);
    }
  });
});

describe("locatePin", () => {
  it("gives a PIN's own point, with how well it is known", () => {
    expect(locatePin("226010", directory)).toEqual({
      ok: true,
      location: {
        pin: "226010",
        area: "Gomti Nagar",
        district: "Lucknow",
        state: "Uttar Pradesh",
        lat: 26.86,
        lon: 81.0,
        accuracy: "pin",
      },
    });
  });

  it("falls back to the district's centre for a PIN without a point, and says so", () => {
    expect(locatePin("226099", directory)).toMatchObject({
      ok: true,
      location: { pin: "226099", lat: 26.85, lon: 80.95, accuracy: "district" },
    });
  });

  it("says malformed for a non-PIN and unknown for a PIN not in the directory, keeping the input", () => {
    expect(locatePin("22601", directory)).toMatchObject({
      ok: false,
      error: "malformed",
      input: "22601",
      message: expect.stringMatching(/6-digit PIN/),
    });
    expect(locatePin("226 011", directory)).toEqual({
      ok: false,
      error: "unknown",
      input: "226 011",
      message: expect.stringContaining("226011"),
    });
  });
});

describe("groupCitiesByState", () => {
  it("lists each state once and each city once, alphabetically, whatever the case or accents", () => {
    expect(
      groupCitiesByState([
        { state: "Uttar Pradesh", city: "Lucknow" },
        { state: "Rajasthan", city: "Udaipur" },
        { state: "Uttar Pradesh", city: "Agra" },
        { state: "Uttar Pradesh", city: "LUCKNOW" },
        { state: "Rajasthan", city: "Ajmer" },
        { state: "Rajasthan", city: "Udaipür" },
        { state: "Andhra Pradesh", city: "Guntur" },
      ]),
    ).toEqual([
      { state: "Andhra Pradesh", cities: ["Guntur"] },
      { state: "Rajasthan", cities: ["Ajmer", "Udaipur"] },
      { state: "Uttar Pradesh", cities: ["Agra", "Lucknow"] },
    ]);
  });

  it("gives nothing for nothing", () => {
    expect(groupCitiesByState([])).toEqual([]);
  });
});
