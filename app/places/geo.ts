/**
 * Distances and search boxes on the Earth's surface, for the PIN directory and
 * the dealer locator.
 * Pure functions: no data, no I/O, safe in any bundle.
 *
 * The Earth is treated as a sphere. Against the ellipsoid that costs at most
 * about 0.5 % of a distance, a few hundred metres over the distances a visitor
 * would drive to a paint shop, far less than the uncertainty of a PIN code's
 * location (ADR 19).
 */

export interface LatLon {
  /** Degrees north of the equator (negative south). */
  lat: number;
  /** Degrees east of Greenwich (negative west). */
  lon: number;
}

/** Mean radius of the Earth (IUGG), the usual choice for the haversine formula. */
export const EARTH_RADIUS_KM = 6371.0088;

/**
 * A rectangle wide enough for every coordinate India uses, from Indira Point
 * (6.7°N) to the north of Ladakh (about 37°N) and from Gujarat's Sir Creek
 * (68.1°E) to Arunachal Pradesh (97.4°E), with a little room. A point outside
 * it cannot be an Indian PIN code or dealer and is treated as bad data.
 */
export const INDIA_BOUNDS = { minLat: 6, maxLat: 37.5, minLon: 68, maxLon: 97.5 } as const;

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance in km between two points (haversine formula). */
export function haversineKm(from: LatLon, to: LatLon): number {
  const phi1 = toRadians(from.lat);
  const phi2 = toRadians(to.lat);
  const halfDeltaPhi = (phi2 - phi1) / 2;
  const halfDeltaLambda = toRadians(to.lon - from.lon) / 2;
  // The haversine of the central angle; asin of its root is numerically
  // steady for the short distances that matter here, where acos of a cosine
  // close to 1 would lose most of its digits.
  const h =
    Math.sin(halfDeltaPhi) ** 2 + Math.cos(phi1) * Math.cos(phi2) * Math.sin(halfDeltaLambda) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The smallest latitude/longitude rectangle that holds every point within
 * `radiusKm` of `centre`, for a database query on indexed lat/lon columns
 * before the exact distance is computed.
 *
 * Latitude: a circle of angular radius d = r / R reaches exactly d north and
 * south of its centre. Longitude: it reaches furthest east and west not at
 * the centre's latitude but a little poleward of it, where a meridian
 * touches the circle; that widest half-width is asin(sin d / cos φ). Using
 * r / (R cos φ) instead would cut off slivers of the circle.
 *
 * Limits: the box is not split at the 180° meridian and does not wrap over a
 * pole; a centre and radius that would need either throw a RangeError. India
 * (6-37°N, 68-98°E) is far from both for any radius a search uses.
 */
export function boundingBox(centre: LatLon, radiusKm: number): BoundingBox {
  if (!(radiusKm >= 0) || !Number.isFinite(radiusKm))
    throw new RangeError(`radius must be a finite number of km, not ${radiusKm}`);
  const angular = radiusKm / EARTH_RADIUS_KM;
  const phi = toRadians(centre.lat);
  const minLat = centre.lat - toDegrees(angular);
  const maxLat = centre.lat + toDegrees(angular);
  const ratio = Math.sin(angular) / Math.cos(phi);
  if (maxLat >= 90 || minLat <= -90 || ratio >= 1)
    throw new RangeError("bounding box would reach over a pole");
  const halfWidth = toDegrees(Math.asin(ratio));
  const minLon = centre.lon - halfWidth;
  const maxLon = centre.lon + halfWidth;
  if (minLon < -180 || maxLon > 180)
    throw new RangeError("bounding box would cross the 180° meridian");
  return { minLat, maxLat, minLon, maxLon };
}

/**
 * The point `distanceKm` from `origin` along the great circle that leaves it
 * at `bearingDegrees` (0 north, 90 east). Used to scatter sample dealers
 * around their PIN's location and to test `boundingBox` on a circle's edge.
 */
export function destinationPoint(
  origin: LatLon,
  bearingDegrees: number,
  distanceKm: number,
): LatLon {
  const angular = distanceKm / EARTH_RADIUS_KM;
  const theta = toRadians(bearingDegrees);
  const phi1 = toRadians(origin.lat);
  const phi2 = Math.asin(
    Math.sin(phi1) * Math.cos(angular) + Math.cos(phi1) * Math.sin(angular) * Math.cos(theta),
  );
  const deltaLambda = Math.atan2(
    Math.sin(theta) * Math.sin(angular) * Math.cos(phi1),
    Math.cos(angular) - Math.sin(phi1) * Math.sin(phi2),
  );
  return { lat: toDegrees(phi2), lon: origin.lon + toDegrees(deltaLambda) };
}

export function boxContains(box: BoundingBox, point: LatLon): boolean {
  return (
    point.lat >= box.minLat &&
    point.lat <= box.maxLat &&
    point.lon >= box.minLon &&
    point.lon <= box.maxLon
  );
}

export function isInIndia(point: LatLon): boolean {
  return boxContains(INDIA_BOUNDS, point);
}

/** Distance shown to a visitor: one decimal under 10 km, whole km above. */
export function roundDistanceKm(km: number): number {
  return km < 10 ? Math.round(km * 10) / 10 : Math.round(km);
}

export type Ranked<T> = T & { distanceKm: number };

/**
 * The second half of the dealer search: the database returns the candidates
 * inside `boundingBox`; this keeps those truly within `radiusKm` (the box's
 * corners lie outside the circle), nearest first, at most `limit`. Ties keep
 * a stable order by `key` so the same search always lists the same dealers.
 */
export function rankByDistance<T extends LatLon>(
  candidates: readonly T[],
  origin: LatLon,
  options: { radiusKm: number; limit: number; key: (item: T) => string },
): Ranked<T>[] {
  return candidates
    .map((item) => ({ ...item, distanceKm: haversineKm(origin, item) }))
    .filter((item) => item.distanceKm <= options.radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || (options.key(a) < options.key(b) ? -1 : 1))
    .slice(0, options.limit);
}
