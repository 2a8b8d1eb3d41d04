import { describe, expect, it } from "vitest";
import { testPinData } from "../../tests/factories/dealers";
import { createPinDirectory, pinDataSchema } from "./pin-data";

const valid = testPinData;

const problems = (data: unknown) => {
  const result = pinDataSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("pinDataSchema", () => {
  it("accepts a well-formed file", () => {
    expect(problems(valid)).toEqual([]);
  });

  it("refuses PINs out of order or repeated, and references to nothing", () => {
    expect(problems({ ...valid, pins: [valid.pins[2], valid.pins[0]] })).toEqual([
      "PIN 226010 is out of order or repeated",
    ]);
    expect(problems({ ...valid, pins: [valid.pins[0], valid.pins[0]] })).toEqual([
      "PIN 226010 is out of order or repeated",
    ]);
    expect(problems({ ...valid, pins: [[226010, 2, 26.86, 81.0, "Gomti Nagar"]] })).toEqual([
      "PIN 226010 names district 2, which does not exist",
    ]);
    expect(
      problems({ ...valid, districts: [[2, "Jaipur", 26.9, 75.8], valid.districts[1]] }),
    ).toEqual(["district 0 names state 2, which does not exist"]);
  });

  it("refuses half a point, a point outside India, a repeated state or district, and unknown states", () => {
    expect(problems({ ...valid, pins: [[226010, 1, 26.86, null, "Gomti Nagar"]] })).toEqual([
      "PIN 226010 has only one of latitude and longitude",
    ]);
    expect(problems({ ...valid, pins: [[226010, 1, 51.5, -0.1, "London"]] })).toHaveLength(2);
    expect(problems({ ...valid, states: ["Rajasthan", "Rajasthan"] })).toEqual([
      "a state is listed twice",
    ]);
    expect(problems({ ...valid, districts: [valid.districts[0], valid.districts[0]] })).toEqual([
      "district Jaipur is listed twice in one state",
    ]);
    expect(problems({ ...valid, states: ["Rajasthan", "Atlantis"] })).toHaveLength(1);
    expect(problems({ ...valid, pins: [[26010, 1, 26.86, 81.0, "Gomti Nagar"]] })).toHaveLength(1);
  });
});

describe("createPinDirectory", () => {
  const directory = createPinDirectory(valid);

  it("finds a PIN by its six digits, with its district, state and both points", () => {
    expect(directory.find("302001")).toEqual({
      pin: "302001",
      area: "Jaipur GPO",
      district: "Jaipur",
      state: "Rajasthan",
      point: { lat: 26.92, lon: 75.79 },
      districtCentre: { lat: 26.9, lon: 75.8 },
    });
    expect(directory.find("226099")!.point).toBeNull();
    expect(directory.find("110001")).toBeUndefined();
  });

  it("lists every PIN in order and every district with its state", () => {
    expect(directory.places.map((place) => place.pin)).toEqual(["226010", "226099", "302001"]);
    expect(directory.districts).toEqual([
      { name: "Jaipur", state: "Rajasthan", centre: { lat: 26.9, lon: 75.8 } },
      { name: "Lucknow", state: "Uttar Pradesh", centre: { lat: 26.85, lon: 80.95 } },
    ]);
  });
});
