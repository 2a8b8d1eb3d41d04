import { describe, expect, it } from "vitest";
import { testDealer } from "../../../tests/factories/dealers";
import { dealerToRow } from "~/dealers/dealer-record";
import { pinDirectory } from "~/places/pin-directory.server";
import { dealerFormValues } from "./dealer-form-input";
import { checkDealerForm } from "./dealers.server";

/**
 * The staff dealer form (issue 42): the shop's own location pasted as a map
 * app copies it, or left empty to place the shop at its PIN's centre, marked;
 * the paints it stocks, one checkbox each.
 */

/** The form as a browser posts it for the test dealer in Lucknow, with `changes` applied. */
function posted(changes: Record<string, string | string[]>) {
  const { latitude: _lat, longitude: _lon, ...cells } = dealerToRow(testDealer("KPD-F0001"));
  const form = new FormData();
  const fields: Record<string, string | string[]> = {
    ...cells,
    products: ["interior-range"],
    paints: ["velvety"],
    coordinates: "",
    ...changes,
  };
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  return form;
}

describe("checkDealerForm", () => {
  it("reads the shop's location as map apps copy it, as the shop's own", () => {
    for (const text of [
      "26.85123, 80.99876",
      "26.85123° N, 80.99876° E",
      "E 80.99876 N 26.85123",
    ]) {
      const checked = checkDealerForm(posted({ coordinates: text }), pinDirectory());
      expect(checked, text).toMatchObject({
        ok: true,
        dealer: { lat: 26.85123, lon: 80.99876, locationSource: "exact", paints: ["velvety"] },
      });
    }
  });

  it("places a shop left without a location at its PIN's centre, marked as such", () => {
    const checked = checkDealerForm(posted({ coordinates: " " }), pinDirectory());
    const centre = pinDirectory().find("226001")!.point!;
    expect(checked).toMatchObject({
      ok: true,
      dealer: { lat: centre.lat, lon: centre.lon, locationSource: "pin" },
    });
  });

  it("says what is wrong with a location under its field, keeping what was typed", () => {
    const cases: [string, RegExp][] = [
      ["80.99876, 26.85123", /latitude .*first/i],
      ["51.5072, -0.1276", /outside India/i],
      ["near the temple", /map app copies/i],
      ["28.6139, 77.2090", /km from PIN code 226001/],
    ];
    for (const [text, message] of cases) {
      const checked = checkDealerForm(posted({ coordinates: text }), pinDirectory());
      expect(checked.ok, text).toBe(false);
      if (checked.ok) continue;
      expect(checked.errors.coordinates, text).toMatch(message);
      expect(Object.keys(checked.errors), text).toEqual(["coordinates"]);
      expect(checked.values.coordinates).toBe(text);
    }
  });

  it("reports a bad location together with the other fields' errors", () => {
    const checked = checkDealerForm(
      posted({ coordinates: "x", phone: "12", paints: ["weather-classic-max"] }),
      pinDirectory(),
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(["coordinates", "paints", "phone"]);
  });
});

describe("dealerFormValues", () => {
  it("shows a shop's own point as a map app would, and none for a shop at its PIN's centre", () => {
    expect(
      dealerFormValues(testDealer("KPD-F0002", { lat: 26.851234, lon: 80.998765 })),
    ).toMatchObject({
      coordinates: "26.85123, 80.99877",
      paints: "velvety",
    });
    expect(dealerFormValues(testDealer("KPD-F0003", { locationSource: "pin" })).coordinates).toBe(
      "",
    );
  });
});
