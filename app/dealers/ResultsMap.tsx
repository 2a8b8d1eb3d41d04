import type { ListedDealer } from "./dealer-page-types";
import { formatKm, type LocatorTranslate } from "./locator-messages";

const SIZE = 320;
const PAD = 24;
const KM_PER_DEGREE = 111.195;

/** A round scale-bar length just under a quarter of the drawn width. */
function scaleKm(spanKm: number): number {
  const target = spanKm / 4;
  for (const step of [100, 50, 20, 10, 5, 2, 1, 0.5, 0.2]) if (step <= target) return step;
  return 0.1;
}

/**
 * A small map of a search's results, drawn from the points we hold (no
 * tiles, no outside service; ADR 19): the PIN's point, or the visitor's, in the middle, each
 * dealer a numbered dot, as the list numbers them, and a scale bar. Flat
 * projection around the PIN, true to scale over the few km it spans.
 */
export function ResultsMap({
  origin,
  dealers,
  t,
  locale,
  fromDevice = false,
}: {
  origin: { lat: number; lon: number };
  dealers: readonly ListedDealer[];
  t: LocatorTranslate;
  locale: string;
  /** The search started from the visitor's own location, not a PIN code's. */
  fromDevice?: boolean;
}) {
  if (dealers.length === 0) return null;
  const cos = Math.cos((origin.lat * Math.PI) / 180);
  const toKm = (point: { lat: number; lon: number }) => ({
    x: (point.lon - origin.lon) * cos * KM_PER_DEGREE,
    y: (origin.lat - point.lat) * KM_PER_DEGREE,
  });
  const points = dealers.map(toKm);
  const reach = Math.max(0.5, ...points.map((p) => Math.max(Math.abs(p.x), Math.abs(p.y))));
  const scale = (SIZE / 2 - PAD) / reach;
  const at = (km: number) => SIZE / 2 + km * scale;
  const bar = scaleKm(2 * reach);
  return (
    <figure className="dl-map">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-labelledby="dl-map-title"
        className="dl-map__svg"
      >
        <title id="dl-map-title">{t("map.title")}</title>
        <rect width={SIZE} height={SIZE} rx="12" className="dl-map__ground" />
        <circle cx={SIZE / 2} cy={SIZE / 2} r="7" className="dl-map__you" />
        {points.map((point, index) => (
          <g key={dealers[index]!.code} transform={`translate(${at(point.x)} ${at(point.y)})`}>
            <circle r="10" className="dl-map__dealer" />
            <text textAnchor="middle" dy="4" className="dl-map__number">
              {index + 1}
            </text>
          </g>
        ))}
        <g transform={`translate(${PAD / 2} ${SIZE - PAD / 2})`}>
          <line x2={bar * scale} className="dl-map__scale" />
          <text y="-6" className="dl-map__scale-text">
            {t("map.scale", { km: formatKm(bar, locale) })}
          </text>
        </g>
      </svg>
      <figcaption>
        <span className="dl-map__key-you" aria-hidden="true" />{" "}
        {t(fromDevice ? "map.youExact" : "map.you")}
        {" · "}
        <span className="dl-map__key-dealer" aria-hidden="true" /> {t("map.key")}
      </figcaption>
    </figure>
  );
}
