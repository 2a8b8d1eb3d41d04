import { describe, expect, it } from "vitest";
import { testPinData } from "../../tests/factories/dealers";
import { createPinDirectory, pinDataSchema, type PinData } from "./pin-data";

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
      accuracy: "pin",
      districtCentre: { lat: 26.9, lon: 75.8 },
    });
    expect(directory.find("226099")).toMatchObject({ point: null, accuracy: "district" });
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

describe("how well the directory knows a PIN's point", () => {
  // Six Bengaluru PINs at one point, as GeoNames gives 106 of them: the
  // centre of a district, not of any one PIN. One PIN with its own point.
  type Row = PinData["pins"][number];
  const shared = [560001, 560002, 560003, 560004, 560034, 562106].map((pin): Row => [
    pin,
    0,
    13.2257,
    77.575,
    `Area ${pin}`,
  ]);
  const data: PinData = {
    ...valid,
    states: ["Karnataka"],
    districts: [[0, "Bengaluru", 13.2257, 77.575]],
    pins: [...shared, [560099, 0, 12.8, 77.7, "Own Point"] as Row].sort((a, b) => a[0] - b[0]),
  };

  it("calls a point five or more PINs share an area's, not the PIN's", () => {
    const directory = createPinDirectory(data);
    expect(directory.find("560001")).toMatchObject({ accuracy: "area" });
    expect(directory.find("560099")).toMatchObject({ accuracy: "pin" });
    expect(createPinDirectory({ ...data, pins: data.pins.slice(2) }).find("560004")!.accuracy).toBe(
      "pin",
    );
  });

  it("puts a hand-checked PIN at its locality and says it was checked", () => {
    const directory = createPinDirectory(data, [
      { pin: "562106", lat: 12.7167, lon: 77.7, locality: "Anekal", source: "test" },
    ]);
    // Named after the locality whose centre it is, not a post office near GeoNames' point.
    expect(directory.find("562106")).toMatchObject({
      area: "Anekal",
      point: { lat: 12.7167, lon: 77.7 },
      accuracy: "checked",
    });
    expect(directory.find("560001")!.accuracy).toBe("area");
    expect(() =>
      createPinDirectory(data, [
        { pin: "110001", lat: 28.6, lon: 77.2, locality: "x", source: "y" },
      ]),
    ).toThrow(/110001/);
  });
});
