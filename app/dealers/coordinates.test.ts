import { describe, expect, it } from "vitest";
import { formatCoordinates, parseCoordinates } from "./coordinates";

describe("parseCoordinates", () => {
  it("reads what map apps copy: decimal degrees, latitude first", () => {
    const at = { ok: true, lat: 12.9716, lon: 77.5946 };
    for (const text of [
      "12.9716, 77.5946",
      "12.9716,77.5946",
      " 12.9716   77.5946 ",
      "12.9716° N, 77.5946° E",
      "12.9716°N 77.5946°E",
      "N 12.9716, E 77.5946",
      // GPS units: each letter before its number, no comma, in either order.
      "N 12.9716 E 77.5946",
      "E 77.5946 N 12.9716",
      "(12.9716, 77.5946)",
      "12.9716;77.5946",
    ])
      expect(parseCoordinates(text), text).toEqual(at);
  });

  it("reads degrees, minutes and seconds", () => {
    const parsed = parseCoordinates(`12°58'17.8"N 77°35'40.6"E`);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.lat).toBeCloseTo(12.971611, 5);
    expect(parsed.lon).toBeCloseTo(77.594611, 5);
    expect(parseCoordinates("12° 58′ 17.8″ N, 77° 35′ 40.6″ E")).toEqual(parsed);
  });

  it("says empty for nothing, so the shop can be placed at its PIN's centre", () => {
    expect(parseCoordinates("")).toEqual({ ok: false, problem: "empty" });
    expect(parseCoordinates("   ")).toEqual({ ok: false, problem: "empty" });
  });

  it("spots longitude first, a point outside India and text that is not coordinates", () => {
    expect(parseCoordinates("77.5946, 12.9716")).toEqual({ ok: false, problem: "swapped" });
    expect(parseCoordinates("51.5074, -0.1278")).toEqual({ ok: false, problem: "outside" });
    expect(parseCoordinates("12.9716 S, 77.5946 E")).toEqual({ ok: false, problem: "outside" });
    expect(parseCoordinates("12.9716")).toEqual({ ok: false, problem: "unreadable" });
    expect(parseCoordinates("MG Road, Bengaluru")).toEqual({ ok: false, problem: "unreadable" });
    expect(parseCoordinates("12.97.16, 77.59")).toEqual({ ok: false, problem: "unreadable" });
  });
});

describe("formatCoordinates", () => {
  it("writes five decimals, latitude first, as the form shows them", () => {
    expect(formatCoordinates({ lat: 12.9716, lon: 77.5946 })).toBe("12.97160, 77.59460");
    const again = parseCoordinates(formatCoordinates({ lat: 26.85123, lon: 80.99876 }));
    expect(again).toEqual({ ok: true, lat: 26.85123, lon: 80.99876 });
  });
});
