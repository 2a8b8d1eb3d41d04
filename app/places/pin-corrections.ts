import type { PinCorrection } from "./pin-data";

/**
 * PIN centres placed by hand (issue 42, ADR 42), where GeoNames has a point
 * many PINs share (a district's) or one plainly elsewhere: Bengaluru's PINs
 * all sit 28 km north of the GPO, and Koramangala's own point is 37 km from
 * Koramangala. Each is the published position of the locality the PIN
 * serves, from the coordinates in its encyclopedia article (Wikipedia, or
 * the Imperial Gazetteer of India for Anekal), rounded as published: good to
 * about a km for a PIN's area. The directory marks them `checked`.
 *
 * Kept short on purpose: the PINs of the hand-placed sample shops and of the
 * searches the tests check. A licensed PIN data set with better points makes
 * this list unnecessary; until then, add a PIN only with its source.
 */
export const PIN_CORRECTIONS: readonly PinCorrection[] = [
  // Bengaluru: GeoNames' 106 PINs at 13.2257, 77.575.
  {
    pin: "560001",
    locality: "MG Road",
    lat: 12.973801,
    lon: 77.611885,
    source: "Wikipedia, M G Road, Bangalore",
  },
  {
    pin: "560011",
    locality: "Jayanagar",
    lat: 12.925,
    lon: 77.595,
    source: "Wikipedia, Jayanagar, Bengaluru",
  },
  {
    pin: "560034",
    locality: "Koramangala",
    lat: 12.9259,
    lon: 77.6229,
    source: "Wikipedia, Koramangala",
  },
  {
    pin: "560038",
    locality: "Indiranagar",
    lat: 12.9699,
    lon: 77.6499,
    source: "Wikipedia, Indiranagar, Bengaluru",
  },
  {
    pin: "560066",
    locality: "Whitefield",
    lat: 12.97,
    lon: 77.75,
    source: "Wikipedia, Whitefield, Bengaluru",
  },
  {
    pin: "560100",
    locality: "Electronic City",
    lat: 12.85,
    lon: 77.67,
    source: "Wikipedia, Electronic City",
  },
  {
    pin: "562106",
    locality: "Anekal",
    lat: 12.7167,
    lon: 77.7,
    source: "Imperial Gazetteer of India, v. 5: Anekal Town, 12°43′ N, 77°42′ E",
  },
  // Mumbai: the suburbs' 55 PINs share 18.9808, 72.8338 (Byculla); 400001's own point is 2.9 km west of Fort.
  {
    pin: "400001",
    locality: "Fort",
    lat: 18.935,
    lon: 72.8359,
    source: "Wikipedia, Fort (Mumbai precinct)",
  },
  { pin: "400014", locality: "Dadar", lat: 19.01798, lon: 72.844763, source: "Wikipedia, Dadar" },
  { pin: "400069", locality: "Andheri", lat: 19.119, lon: 72.847, source: "Wikipedia, Andheri" },
  { pin: "400071", locality: "Chembur", lat: 19.051, lon: 72.894, source: "Wikipedia, Chembur" },
  { pin: "400076", locality: "Powai", lat: 19.12, lon: 72.91, source: "Wikipedia, Powai" },
];
