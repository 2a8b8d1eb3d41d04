import { describe, expect, it } from "vitest";
import { haversineKm } from "./geo";
import { areaName, buildPinData, cleanPoint } from "./pin-data-build";
import { createPinDirectory } from "./pin-data";

const source = {
  name: "test rows",
  package: "none@0.0.0",
  licence: "CC BY 4.0",
  url: "https://example.org/",
};

/** One GeoNames row: country, PIN, place, state, code, district, code, taluk, code, lat, lon, accuracy. */
const row = (
  pin: string,
  place: string,
  state: string,
  district: string,
  lat: string,
  lon: string,
  accuracy = "4",
) => ["IN", pin, place, state, "", district, "", "", "", lat, lon, accuracy].join("\t");

describe("cleanPoint", () => {
  it("keeps a point in India and repairs one with latitude and longitude swapped", () => {
    expect(cleanPoint(26.85, 80.95)).toEqual({ point: { lat: 26.85, lon: 80.95 }, swapped: false });
    expect(cleanPoint(80.95, 26.85)).toEqual({ point: { lat: 26.85, lon: 80.95 }, swapped: true });
  });

  it("names what is wrong with a point it cannot use", () => {
    expect(cleanPoint(Number.NaN, 80.95)).toEqual({ problem: "missing" });
    expect(cleanPoint(0, 0)).toEqual({ problem: "zero" });
    expect(cleanPoint(26.85, 0)).toEqual({ problem: "zero" });
    expect(cleanPoint(51.5, -0.12)).toEqual({ problem: "outside India" });
    expect(cleanPoint(-26.85, 80.95)).toEqual({ problem: "outside India" });
  });
});

describe("areaName", () => {
  it("drops the post-office type that means nothing to a visitor", () => {
    expect(areaName("Parvatipuram H.O")).toBe("Parvatipuram");
    expect(areaName("New Delhi G.P.O.")).toBe("New Delhi");
    expect(areaName("Kanwali S.O")).toBe("Kanwali");
    expect(areaName("Arjun Guri BO")).toBe("Arjun Guri");
    expect(areaName("Hosur")).toBe("Hosur");
    expect(areaName("Rampur Bo")).toBe("Rampur");
  });
});

describe("buildPinData", () => {
  const lucknowRows = [
    // 226001: four offices; the three rated most accurate (4) decide the point.
    row("226001", "Lalbagh", "Uttar Pradesh", "Lucknow", "26.8500", "80.9400"),
    row("226001", "Hazratganj", "Uttar Pradesh", "Lucknow", "26.8550", "80.9450"),
    row("226001", "Lucknow G.P.O.", "Uttar Pradesh", "Lucknow", "26.8600", "80.9500"),
    row("226001", "Far Estimate", "Uttar Pradesh", "Lucknow", "27.5000", "81.9000", "1"),
    row("226010", "Gomti Nagar", "Uttar Pradesh", "Lucknow", "26.8500", "81.0000"),
    row("226020", "Aliganj", "Uttar Pradesh", "Lucknow", "26.8900", "80.9400"),
    // A geocoding slip: Lucknow district, but a point in Kerala.
    row("226030", "Slip Nagar", "Uttar Pradesh", "Lucknow", "10.0000", "76.3000"),
    // Every coordinate unusable: the PIN keeps its district but no point.
    row("226040", "Nowhere", "Uttar Pradesh", "Lucknow", "0", "0"),
    row("226040", "Nowhere Two", "Uttar Pradesh", "Lucknow", "", ""),
    // Swapped, and repaired.
    row("226050", "Swapped", "Uttar Pradesh", "Lucknow", "80.9000", "26.8700"),
  ];
  const otherRows = [
    // Most of 209801's offices are in Unnao, one in Lucknow: Unnao wins.
    row("209801", "Unnao H.O", "Uttar Pradesh", "Unnao", "26.5400", "80.4900"),
    row("209801", "Border Village", "Uttar Pradesh", "Unnao", "26.5500", "80.5000"),
    row("209801", "Across", "Uttar Pradesh", "Lucknow", "26.7000", "80.7000"),
    // GeoNames' spellings and Ladakh under Jammu and Kashmir.
    row("492001", "Raipur H.O", "Chattisgarh", "Raipur", "21.2500", "81.6300"),
    row("194101", "Leh", "Jammu & Kashmir", "Leh", "34.1600", "77.5800"),
    row("122001", "Gurgaon H.O", "Haryana", "Gurgaon", "28.4600", "77.0300"),
    // A district none of whose rows has a point: its PINs cannot be placed.
    row("855101", "Lost", "Bihar", "Kishanganj", "", ""),
    // Unreadable rows.
    row("026001", "Bad PIN", "Uttar Pradesh", "Lucknow", "26.8", "80.9"),
    ["IN", "226099", "Too few columns"].join("\t"),
    row("226098", "", "Uttar Pradesh", "Lucknow", "26.8", "80.9"),
  ];
  const { data, report } = buildPinData([...lucknowRows, ...otherRows, ""].join("\n"), source);
  const directory = createPinDirectory(data);

  it("counts what it read, dropped and repaired", () => {
    expect(report).toMatchObject({
      rows: lucknowRows.length + otherRows.length,
      rejectedRows: 3,
      unusablePoints: { missing: 2, zero: 1, "outside India": 0 },
      swappedPoints: 1,
      pins: 10,
      pinsWithoutPoint: 2, // 226040 and Kishanganj's 855101
      pinsFarFromDistrict: 1,
      states: 4,
    });
    expect(directory.find("226099")).toBeUndefined();
    expect(directory.find("026001")).toBeUndefined();
  });

  it("places a PIN at the median of its most accurate offices, named after the nearest", () => {
    const place = directory.find("226001")!;
    expect(place.point).toEqual({ lat: 26.855, lon: 80.945 });
    expect(place.area).toBe("Hazratganj");
    expect(place).toMatchObject({ district: "Lucknow", state: "Uttar Pradesh" });
  });

  it("files a PIN under the district most of its offices name", () => {
    expect(directory.find("209801")).toMatchObject({ district: "Unnao", area: "Border Village" });
  });

  it("drops a point far from its district and leaves it out of the district's centre", () => {
    const slip = directory.find("226030")!;
    expect(slip.point).toBeNull();
    const centre = slip.districtCentre;
    expect(haversineKm(centre, { lat: 26.86, lon: 80.95 })).toBeLessThan(10);
  });

  it("keeps a PIN whose coordinates were all unusable, to be placed at its district's centre", () => {
    const place = directory.find("226040")!;
    expect(place.point).toBeNull();
    expect(place.districtCentre).toEqual(directory.find("226030")!.districtCentre);
  });

  it("repairs swapped coordinates", () => {
    expect(directory.find("226050")!.point).toEqual({ lat: 26.87, lon: 80.9 });
  });

  it("uses official state names, Ladakh's own, and today's district names", () => {
    expect(directory.find("492001")).toMatchObject({ state: "Chhattisgarh", district: "Raipur" });
    expect(directory.find("194101")).toMatchObject({ state: "Ladakh", district: "Leh" });
    expect(directory.find("122001")).toMatchObject({ state: "Haryana", district: "Gurugram" });
    // In the site's order; Bihar is gone with its only, unplaceable, PIN.
    expect(data.states).toEqual(["Chhattisgarh", "Haryana", "Ladakh", "Uttar Pradesh"]);
  });

  it("leaves out a district it cannot place at all", () => {
    expect(directory.find("855101")).toBeUndefined();
    expect(directory.districts.map((d) => d.name)).not.toContain("Kishanganj");
  });

  it("lists the renames the source no longer has, so the script can fail", () => {
    expect(report.unusedRenames).toContain("Uttar Pradesh|Allahabad");
    expect(report.unusedRenames).not.toContain("Haryana|Gurgaon");
  });

  it("refuses a state the site does not know", () => {
    expect(() =>
      buildPinData(row("110001", "Somewhere", "Atlantis", "Capital", "28.6", "77.2"), source),
    ).toThrow(/Atlantis/);
  });
});
