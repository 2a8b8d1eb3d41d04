import { describe, expect, it } from "vitest";
import {
  EARTH_RADIUS_KM,
  boundingBox,
  boxContains,
  destinationPoint,
  haversineKm,
  isInIndia,
  rankByDistance,
  roundDistanceKm,
  type LatLon,
} from "./geo";

const delhi = { lat: 28.6139, lon: 77.209 };
const mumbai = { lat: 19.076, lon: 72.8777 };
const kolkata = { lat: 22.5726, lon: 88.3639 };
const chennai = { lat: 13.0827, lon: 80.2707 };
const bengaluru = { lat: 12.9716, lon: 77.5946 };

describe("haversineKm", () => {
  it("Delhi to Mumbai is about 1,148 km, as worked by hand", () => {
    // φ1 = 28.6139°, φ2 = 19.0760°, Δφ = -9.5379°, Δλ = 72.8777 - 77.2090 = -4.3313°
    // sin²(Δφ/2) = sin²(-4.76895°)            = 0.0069119
    // cos φ1 · cos φ2 = 0.877867 · 0.945086    = 0.829659
    // sin²(Δλ/2) = sin²(-2.16565°)            = 0.0014280
    // a = 0.0069119 + 0.829659 · 0.0014280     = 0.0080967
    // c = 2 · asin(√a) = 2 · asin(0.089982)    = 0.180206 rad
    // d = R · c = 6371.0088 km · 0.180206      = 1148.1 km
    expect(haversineKm(delhi, mumbai)).toBeCloseTo(1148.1, 0);
  });

  it("Kolkata to Chennai is about 1,358 km, as worked by hand", () => {
    // Δφ = 13.0827 - 22.5726 = -9.4899°, Δλ = 80.2707 - 88.3639 = -8.0932°
    // sin²(Δφ/2) = 0.0068427; cos φ1 · cos φ2 = 0.923394 · 0.974044 = 0.899426
    // sin²(Δλ/2) = 0.0049798; a = 0.0068427 + 0.899426 · 0.0049798 = 0.0113216
    // c = 2 · asin(0.106403) = 0.213210 rad; d = 6371.0088 · 0.213210 = 1358.4 km
    expect(haversineKm(kolkata, chennai)).toBeCloseTo(1358.4, 0);
  });

  it("Bengaluru to Chennai is about 290 km, as worked by hand", () => {
    // Δφ = 0.1111°, Δλ = 2.6761°; sin²(Δφ/2) = 0.0000009
    // cos φ1 · cos φ2 = 0.974481 · 0.974044 = 0.949188; sin²(Δλ/2) = 0.0005453
    // a = 0.0000009 + 0.949188 · 0.0005453 = 0.0005185
    // c = 2 · asin(0.022771) = 0.045546 rad; d = 6371.0088 · 0.045546 = 290.2 km
    expect(haversineKm(bengaluru, chennai)).toBeCloseTo(290.2, 0);
  });

  it("agrees with the figures a sphere gives exactly", () => {
    // A quarter of a meridian is a quarter of the circumference; one degree
    // of latitude is 1/360 of it.
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 90, lon: 0 })).toBeCloseTo(
      (Math.PI * EARTH_RADIUS_KM) / 2,
      6,
    );
    expect(haversineKm({ lat: 20, lon: 78 }, { lat: 21, lon: 78 })).toBeCloseTo(111.195, 3);
    // Along the equator, longitude degrees are as long as latitude degrees.
    expect(haversineKm({ lat: 0, lon: 10 }, { lat: 0, lon: 11 })).toBeCloseTo(111.195, 3);
    expect(haversineKm(delhi, delhi)).toBe(0);
  });

  it("is symmetric and matches the spherical law of cosines away from tiny distances", () => {
    const lawOfCosines = (a: LatLon, b: LatLon) => {
      const r = Math.PI / 180;
      const cos =
        Math.sin(a.lat * r) * Math.sin(b.lat * r) +
        Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.cos((b.lon - a.lon) * r);
      return EARTH_RADIUS_KM * Math.acos(cos);
    };
    const cities = [delhi, mumbai, kolkata, chennai, bengaluru];
    for (const a of cities)
      for (const b of cities) {
        if (a === b) continue;
        expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 9);
        expect(haversineKm(a, b)).toBeCloseTo(lawOfCosines(a, b), 6);
      }
  });
});

describe("destinationPoint", () => {
  it("lands the given distance away on the given bearing", () => {
    for (const bearing of [0, 45, 90, 180, 270, 333])
      for (const km of [0.5, 12, 400]) {
        const to = destinationPoint(delhi, bearing, km);
        expect(haversineKm(delhi, to)).toBeCloseTo(km, 6);
      }
    expect(destinationPoint(delhi, 0, 111.195).lat).toBeCloseTo(29.6139, 3);
    expect(destinationPoint(delhi, 90, 50).lon).toBeGreaterThan(delhi.lon);
    expect(destinationPoint(delhi, 180, 50).lat).toBeLessThan(delhi.lat);
  });
});

describe("boundingBox", () => {
  const centres: LatLon[] = [
    { lat: 8.0883, lon: 77.5385 }, // Kanyakumari
    delhi,
    { lat: 34.1526, lon: 77.577 }, // Leh
    { lat: 25.6751, lon: 94.1086 }, // Kohima
    { lat: 11.6234, lon: 92.7265 }, // Port Blair
    { lat: 37, lon: 74.5 }, // India's northern edge
  ];
  const radii = [1, 10, 50, 250];

  it("holds every point of the circle, on its edge and inside it", () => {
    const outside: unknown[] = [];
    for (const centre of centres)
      for (const radius of radii) {
        const box = boundingBox(centre, radius);
        // A hair of slack for floating point on the exact edge.
        const slack = { minLat: box.minLat - 1e-9, maxLat: box.maxLat + 1e-9 };
        const padded = { ...slack, minLon: box.minLon - 1e-9, maxLon: box.maxLon + 1e-9 };
        for (let bearing = 0; bearing < 360; bearing += 0.25)
          for (const share of [1, 0.9, 0.5, 0.1]) {
            const point = destinationPoint(centre, bearing, radius * share);
            if (!boxContains(padded, point)) outside.push({ centre, radius, bearing, share });
          }
      }
    expect(outside).toEqual([]);
  });

  it("is no larger than the circle needs: the circle touches all four sides", () => {
    for (const centre of centres)
      for (const radius of radii) {
        const box = boundingBox(centre, radius);
        const edge = Array.from({ length: 3600 }, (_, i) =>
          destinationPoint(centre, i / 10, radius),
        );
        expect(Math.max(...edge.map((p) => p.lat))).toBeCloseTo(box.maxLat, 6);
        expect(Math.min(...edge.map((p) => p.lat))).toBeCloseTo(box.minLat, 6);
        expect(Math.max(...edge.map((p) => p.lon))).toBeCloseTo(box.maxLon, 5);
        expect(Math.min(...edge.map((p) => p.lon))).toBeCloseTo(box.minLon, 5);
      }
  });

  it("is wider in longitude than a naive r / (R cos φ) would make it", () => {
    // The circle's widest point lies poleward of its centre; at Leh, 250 km
    // out, the naive box would cut off part of the circle.
    const leh = centres[2]!;
    const box = boundingBox(leh, 250);
    const naive = (250 / (EARTH_RADIUS_KM * Math.cos((leh.lat * Math.PI) / 180))) * (180 / Math.PI);
    expect(box.maxLon - leh.lon).toBeGreaterThan(naive);
  });

  it("gives a zero-size box for a zero radius", () => {
    expect(boundingBox(delhi, 0)).toEqual({
      minLat: delhi.lat,
      maxLat: delhi.lat,
      minLon: delhi.lon,
      maxLon: delhi.lon,
    });
  });

  it("refuses radii and places it was not made for", () => {
    expect(() => boundingBox(delhi, -1)).toThrow(RangeError);
    expect(() => boundingBox(delhi, Number.NaN)).toThrow(RangeError);
    expect(() => boundingBox(delhi, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => boundingBox({ lat: 89.5, lon: 0 }, 100)).toThrow(/pole/);
    expect(() => boundingBox({ lat: 10, lon: 179.9 }, 100)).toThrow(/180/);
  });
});

describe("boxContains and isInIndia", () => {
  it("includes the edges and excludes what lies beyond them", () => {
    const box = { minLat: 10, maxLat: 20, minLon: 70, maxLon: 80 };
    expect(boxContains(box, { lat: 10, lon: 80 })).toBe(true);
    expect(boxContains(box, { lat: 15, lon: 75 })).toBe(true);
    expect(boxContains(box, { lat: 20.0001, lon: 75 })).toBe(false);
    expect(boxContains(box, { lat: 15, lon: 69.9999 })).toBe(false);
  });

  it("knows India's rectangle, and that swapped coordinates fall outside it", () => {
    for (const city of [delhi, mumbai, kolkata, chennai, bengaluru])
      expect(isInIndia(city)).toBe(true);
    expect(isInIndia({ lat: delhi.lon, lon: delhi.lat })).toBe(false);
    expect(isInIndia({ lat: 0, lon: 0 })).toBe(false);
  });
});

describe("rankByDistance", () => {
  const shop = (code: string, at: LatLon) => ({ code, ...at });
  const key = (s: { code: string }) => s.code;

  it("keeps the candidates within the radius, nearest first, at most the limit", () => {
    const box = boundingBox(delhi, 10);
    const corner = shop("CORNER", { lat: box.maxLat, lon: box.maxLon }); // in the box, 14 km away
    const near = shop("NEAR", destinationPoint(delhi, 30, 2));
    const nearer = shop("NEARER", destinationPoint(delhi, 200, 1));
    const far = shop("FAR", destinationPoint(delhi, 90, 9.5));
    const ranked = rankByDistance([far, corner, near, nearer], delhi, {
      radiusKm: 10,
      limit: 10,
      key,
    });
    expect(ranked.map(key)).toEqual(["NEARER", "NEAR", "FAR"]);
    expect(ranked[0]!.distanceKm).toBeCloseTo(1, 6);
    expect(
      rankByDistance([far, near, nearer], delhi, { radiusKm: 10, limit: 2, key }).map(key),
    ).toEqual(["NEARER", "NEAR"]);
  });

  it("orders shops at the same distance by their key, whatever order they came in", () => {
    const a = shop("A", destinationPoint(delhi, 0, 3));
    const b = shop("B", destinationPoint(delhi, 0, 3));
    const c = shop("C", destinationPoint(delhi, 0, 3));
    for (const order of [
      [c, a, b],
      [b, c, a],
    ])
      expect(rankByDistance(order, delhi, { radiusKm: 5, limit: 5, key }).map(key)).toEqual([
        "A",
        "B",
        "C",
      ]);
  });
});

describe("roundDistanceKm", () => {
  it("shows one decimal nearby and whole km further away", () => {
    expect(roundDistanceKm(0.04)).toBe(0);
    expect(roundDistanceKm(2.345)).toBe(2.3);
    expect(roundDistanceKm(9.96)).toBe(10);
    expect(roundDistanceKm(12.5)).toBe(13);
  });
});
