import { useState, useSyncExternalStore } from "react";
import type { LocatorTranslate } from "./locator-messages";

/**
 * "Use my location" (issue 42, ADR 42): the browser's own location, asked
 * for only when the visitor presses the button, sent as a GET query like any
 * search (three decimals, about 100 m) with the plan. Nothing is shown
 * without JavaScript, or in a browser without geolocation: the PIN field is
 * there for them. The server neither logs nor keeps the position.
 */

/** Three decimals of a degree: about 100 m, enough to rank shops and not enough to find a door. */
export const roundForSearch = (degrees: number) => degrees.toFixed(3);

type Asking = "idle" | "busy" | "denied" | "failed";

// Support never changes while the page is open, so there is nothing to subscribe to.
const noSubscription = () => () => {};
const browserCanLocate = () => "geolocation" in navigator;
// The server's page, like a browser without script, has no button.
const serverCanLocate = () => false;

export function UseMyLocation({
  action,
  planFields,
  t,
}: {
  /** The locator's path in the page's language. */
  action: string;
  /** The visitor's plan as query fields (planFields, app/plan/plan.ts), carried with the search. */
  planFields: [name: string, value: string][];
  t: LocatorTranslate;
}) {
  // Hydration renders the server's answer first, then React re-renders with the browser's.
  const supported = useSyncExternalStore(noSubscription, browserCanLocate, serverCanLocate);
  const [asking, setAsking] = useState<Asking>("idle");
  if (!supported) return null;

  const locate = () => {
    if (asking === "busy") return;
    setAsking("busy");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const query = new URLSearchParams([
          ["lat", roundForSearch(coords.latitude)],
          ["lon", roundForSearch(coords.longitude)],
          ...planFields,
        ]);
        window.location.assign(`${action}?${query.toString()}#dl-results`);
      },
      (error) => setAsking(error.code === error.PERMISSION_DENIED ? "denied" : "failed"),
      // A position a few minutes old, from the network, is near enough for shops.
      { enableHighAccuracy: false, maximumAge: 300_000, timeout: 20_000 },
    );
  };

  return (
    <div className="dl-locate">
      <p className="dl-locate__or" aria-hidden="true">
        {t("locate.or")}
      </p>
      <button
        type="button"
        className="button button--secondary dl-locate__button"
        onClick={locate}
        aria-describedby="dl-locate-note"
        aria-disabled={asking === "busy" ? true : undefined}
      >
        {asking === "busy" ? t("locate.busy") : t("locate.button")}
      </button>
      <p className="field-hint" id="dl-locate-note">
        {t("locate.note")}
      </p>
      <p className="dl-locate__status" role="status">
        {asking === "denied" ? t("locate.denied") : asking === "failed" ? t("locate.failed") : ""}
      </p>
    </div>
  );
}
