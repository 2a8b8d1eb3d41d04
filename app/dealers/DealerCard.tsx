import { withNodes } from "~/lib/i18n/rich-text";
import type { ListedDealer } from "./dealer-page-types";
import {
  formatKm,
  localHours,
  spacedMobile,
  stateName,
  type LocatorTranslate,
} from "./locator-messages";

type Directed = Pick<
  ListedDealer,
  "lat" | "lon" | "name" | "address" | "locality" | "city" | "pin" | "locationSource"
>;

/** A shop placed at its PIN's centre is found by its address: the point would lead elsewhere. */
const addressOf = (dealer: Directed) =>
  [dealer.name, dealer.address, dealer.locality, dealer.city, dealer.pin]
    .filter(Boolean)
    .join(", ");

/**
 * Directions without map tiles or outside scripts (ADR 19): a geo: link a
 * phone hands to its maps app, and Google Maps' documented directions URL,
 * to the shop's own point, or to its address when we only have its PIN's.
 */
export const directionsUrl = (dealer: Directed) =>
  `https://www.google.com/maps/dir/?api=1&destination=${
    dealer.locationSource === "exact"
      ? `${dealer.lat},${dealer.lon}`
      : encodeURIComponent(addressOf(dealer))
  }`;
export const geoUri = (dealer: Directed) =>
  dealer.locationSource === "exact"
    ? `geo:${dealer.lat},${dealer.lon}?q=${dealer.lat},${dealer.lon}(${encodeURIComponent(dealer.name)})`
    : `geo:0,0?q=${encodeURIComponent(addressOf(dealer))}`;

/** One shop in the results: distance, address, hours, phone, WhatsApp, directions. */
export function DealerCard({
  dealer,
  t,
  locale,
  headingId,
  paintName,
}: {
  dealer: ListedDealer;
  t: LocatorTranslate;
  locale: string;
  headingId: string;
  /** Set when the card should say that it stocks the plan's paint. */
  paintName?: string;
}) {
  const phone = spacedMobile(dealer.phone);
  return (
    <article className="dl-card" aria-labelledby={headingId}>
      <header className="dl-card__head">
        <h3 id={headingId} lang="en">
          {dealer.name}
        </h3>
        {dealer.distance === undefined ? null : (
          <p className="dl-card__distance">
            {t(dealer.distance.under ? "dealer.distanceUnder" : "dealer.distance", {
              km: formatKm(dealer.distance.km, locale),
            })}
            {dealer.locationSource === "pin" ? (
              <span className="dl-card__approximate"> ({t("dealer.approximate")})</span>
            ) : null}
          </p>
        )}
        {paintName && dealer.stocksPaint ? (
          <p className="dl-card__stocks">
            {withNodes(t("dealer.stocks", { paint: "{paint}" }), {
              paint: <span lang="en">{paintName}</span>,
            })}
          </p>
        ) : null}
      </header>
      <address className="dl-card__address">
        <span lang="en">{dealer.address}</span>
        {dealer.locality ? (
          <>
            , <span lang="en">{dealer.locality}</span>
          </>
        ) : null}
        <br />
        <span lang="en">{dealer.city}</span>, {stateName(t, dealer.state)} {dealer.pin}
      </address>
      <p className="dl-card__hours">
        <span className="dl-card__label">{t("dealer.hours")}:</span>{" "}
        {localHours(dealer.hours, locale, t("dealer.closed"))}
      </p>
      <ul className="dl-card__actions" aria-label={t("dealer.contact")}>
        <li>
          <a className="button button--small" href={`tel:+91${dealer.phone}`}>
            {t("dealer.call", { phone })}
          </a>
        </li>
        {dealer.whatsapp ? (
          <li>
            <a
              className="button button--small button--secondary"
              href={`https://wa.me/91${dealer.phone}`}
              aria-label={t("dealer.whatsappHint", { name: dealer.name })}
            >
              {t("dealer.whatsapp")}
            </a>
          </li>
        ) : null}
        <li className="dl-card__directions">
          <span className="dl-card__label">{t("dealer.directions")}:</span>{" "}
          <a
            href={directionsUrl(dealer)}
            aria-label={`${t("dealer.mapsHint", { name: dealer.name })}, ${t("dealer.mapsLink")}`}
          >
            {t("dealer.mapsLink")}
          </a>
          {" · "}
          <a
            href={geoUri(dealer)}
            aria-label={`${t("dealer.mapsHint", { name: dealer.name })}, ${t("dealer.geoLink")}`}
          >
            {t("dealer.geoLink")}
          </a>
        </li>
      </ul>
    </article>
  );
}
