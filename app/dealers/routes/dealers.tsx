import { useEffect, type ReactNode } from "react";
import { data } from "react-router";
import { site } from "~/content/site";
import { db } from "~/db/client.server";
import { retryAfterHeaders, sourceUnavailableInit } from "~/lib/cache";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { withNodes } from "~/lib/i18n/rich-text";
import { baseSecurityHeaders } from "~/lib/security.server";
import { seo } from "~/ui/seo";
import { BookVisit } from "~/plan/Handovers";
import { PlanBar } from "~/plan/PlanBar";
import { planFields, readPlan, withPlan, type Plan } from "~/plan/plan";
import { planSummary } from "~/plan/plan-summary.server";
import { PageIntro } from "~/ui/PageIntro";
import { SourceUnavailable } from "~/ui/SourceUnavailable";
import { DealerCard } from "../DealerCard";
import { ResultsMap } from "../ResultsMap";
import { UseMyLocation } from "../UseMyLocation";
import { isRough } from "~/places/point-accuracy";
import type { DealerSearch, ListedDealer, PlaceNameIn } from "../dealer-page-types";
import { dealersLoaderData } from "../dealer-search.server";
import { locatorMessages, stateName, type LocatorTranslate } from "../locator-messages";
import "../dealers.css";
import type { Route } from "./+types/dealers";

/**
 * /dealers: the dealer locator (issue 28, ADR 19, ADR 42). GET forms, so
 * every search is an address and works without JavaScript: by PIN code
 * (nearest dealers with distances), by the visitor's own location (with
 * JavaScript, on a button press), or by state and then city. A bad PIN or an
 * unknown place answers 4xx with the forms and a message under the field,
 * never an empty page. A search's results come first on the page, before the
 * forms to search again, and the forms send the visitor to them (#dl-results);
 * with JavaScript, focus moves to their heading. The plan (app/plan) rides
 * along on every form and link.
 */
export const DEALERS_PATH = "/dealers";
/** Where a search lands: its results, or the form whose field was wrong. */
const RESULTS = "dl-results";

export const meta: Route.MetaFunction = (args) => {
  const t = locatorMessages.in(localeOfPath(args.location.pathname));
  return seo(args, {
    title: t("meta.title"),
    description: t("meta.description"),
    keywords: t("meta.keywords"),
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await dealersLoaderData(db(), url);
  // As every data page: 503 with Retry-After and a way to try again, never a 500.
  if (page.unavailable) return data(page, sourceUnavailableInit());
  // The visitor's plan (issue 42): shown in its bar, kept by every search, carried to a visit.
  const plan = readPlan(url.searchParams);
  return data(
    { ...page, plan, planBar: planSummary(plan) },
    {
      status: page.status,
      // A search from the visitor's own location is theirs alone: no browser or proxy keeps it.
      headers: page.search.kind === "near" ? { "Cache-Control": "private, no-store" } : {},
    },
  );
}

/** The site's policy, but this page may ask for the visitor's location (on a button press). */
const PERMISSIONS_POLICY = baseSecurityHeaders({ https: false })["Permissions-Policy"]!.replace(
  "geolocation=()",
  "geolocation=(self)",
);

/** Not kept by the page cache (each search is its own page); a 503's Retry-After is passed on. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const out = new Headers(retryAfterHeaders({ loaderHeaders, actionHeaders }));
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl && !out.has("Cache-Control")) out.set("Cache-Control", cacheControl);
  out.set("Permissions-Policy", PERMISSIONS_POLICY);
  return out;
};

/** The element a search should bring the visitor to: its results, or the field to fix. */
function focusTargetId(search: DealerSearch): string | null {
  switch (search.kind) {
    case "pin-error":
    case "location-error":
      return "dl-pin";
    case "city-error":
      return search.error === "state" ? "dl-state" : "dl-city";
    case "none":
      return null;
    default:
      return "dl-results-title";
  }
}

export default function Dealers({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = locatorMessages.in(locale);
  const search = loaderData.unavailable ? null : loaderData.search;
  // After a search, the page opens on its outcome: focus where the visitor's attention should
  // go, unless they have already moved it themselves (the page hydrates a moment after it shows).
  useEffect(() => {
    const target = search ? focusTargetId(search) : null;
    if (!target) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById(target)?.focus();
    // Once, for the page as it arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (loaderData.unavailable)
    return (
      <>
        <PageIntro
          className="dl-intro"
          eyebrow={t("intro.eyebrow")}
          title={t("intro.title")}
          lead={t("intro.lead")}
        />
        <div className="container">
          <SourceUnavailable what={t("unavailable.what")} retryHref={loaderData.retryHref} />
        </div>
      </>
    );
  const { states, source, plan } = loaderData;
  const found = loaderData.search;
  const action = localizeHref(DEALERS_PATH, locale);
  const hasResults =
    found.kind === "pin" ||
    found.kind === "near" ||
    found.kind === "city" ||
    found.kind === "state";

  const forms = <SearchForms search={found} states={states} plan={plan} action={action} t={t} />;
  return (
    <>
      <PlanBar plan={plan} summary={loaderData.planBar} />
      <PageIntro
        className={hasResults ? "dl-intro dl-intro--results" : "dl-intro"}
        eyebrow={t("intro.eyebrow")}
        title={t("intro.title")}
        lead={hasResults ? undefined : t("intro.lead")}
      />
      <div className="container dl-layout">
        {hasResults ? (
          <Results search={found} t={t} locale={locale} plan={plan} action={action} />
        ) : null}
        {forms}
        <footer className="dl-source">
          <p>
            {t("source.pins", { source: source.name, licence: source.licence })}{" "}
            <a href={source.url}>GeoNames</a> ·{" "}
            <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>
          </p>
          <p>{t("source.dealers")}</p>
        </footer>
      </div>
    </>
  );
}

function HiddenPlan({ plan }: { plan: Plan }) {
  return (
    <>
      {planFields(plan).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function SearchForms({
  search,
  states,
  plan,
  action,
  t,
}: {
  search: DealerSearch;
  states: { state: string; cities: string[] }[];
  plan: Plan;
  action: string;
  t: LocatorTranslate;
}) {
  const pinValue =
    search.kind === "pin" ? search.pin : search.kind === "pin-error" ? search.input : "";
  const chosenState =
    search.kind === "state" || search.kind === "city" || search.kind === "city-error"
      ? search.state
      : "";
  const cities = states.find((entry) => entry.state === chosenState)?.cities ?? [];
  const chosenCity = search.kind === "city" ? search.city : "";
  const pinError =
    search.kind === "pin-error"
      ? search.error === "malformed"
        ? t("error.pinMalformed", { input: search.input })
        : t("error.pinUnknown", { pin: search.pin })
      : search.kind === "location-error"
        ? t("error.location")
        : null;
  const placeError =
    search.kind === "city-error"
      ? search.error === "state"
        ? t("error.state")
        : t("error.city", { city: search.city, state: stateName(t, search.state) })
      : null;
  const stateInvalid = search.kind === "city-error" && search.error === "state";
  const cityInvalid = search.kind === "city-error" && search.error === "city";
  // Each form brings the visitor back to what it found (#dl-results), past the page's intro.
  const target = `${action}#${RESULTS}`;

  return (
    <div className="dl-forms">
      <form
        method="get"
        action={target}
        className="dl-form card"
        aria-labelledby="dl-pin-title"
        id={pinError ? RESULTS : undefined}
      >
        <h2 id="dl-pin-title">{t("pin.title")}</h2>
        <HiddenPlan plan={plan} />
        <div className="field">
          <label htmlFor="dl-pin">{t("pin.label")}</label>
          <p className="field-hint" id="dl-pin-hint">
            {t("pin.hint")}
          </p>
          <div className="dl-inline">
            <input
              id="dl-pin"
              name="pin"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={12}
              defaultValue={pinValue}
              aria-describedby={pinError ? "dl-pin-hint dl-pin-error" : "dl-pin-hint"}
              aria-invalid={pinError ? true : undefined}
            />
            {/* Right under the field it is about, above the button when they stack on a phone. */}
            {pinError ? (
              <p className="field-error dl-inline__error" id="dl-pin-error">
                {pinError}
              </p>
            ) : null}
            <button type="submit" className="button dl-inline__button">
              {t("pin.submit")}
            </button>
          </div>
        </div>
        <UseMyLocation action={action} planFields={planFields(plan)} t={t} />
      </form>
      <form
        method="get"
        action={target}
        className="dl-form card"
        aria-labelledby="dl-city-title"
        id={placeError ? RESULTS : undefined}
      >
        <h2 id="dl-city-title">{t("city.title")}</h2>
        <HiddenPlan plan={plan} />
        <div className="field">
          <label htmlFor="dl-state">{t("city.state")}</label>
          <select
            id="dl-state"
            name="state"
            defaultValue={chosenState}
            aria-invalid={stateInvalid ? true : undefined}
            aria-describedby={stateInvalid ? "dl-place-error" : undefined}
          >
            <option value="">{t("city.stateChoose")}</option>
            {states.map((entry) => (
              <option key={entry.state} value={entry.state}>
                {stateName(t, entry.state)}
              </option>
            ))}
          </select>
          {stateInvalid ? (
            <p className="field-error" id="dl-place-error">
              {placeError}
            </p>
          ) : null}
        </div>
        {cities.length > 0 ? (
          <div className="field">
            <label htmlFor="dl-city">{t("city.city")}</label>
            <select
              id="dl-city"
              name="city"
              defaultValue={chosenCity}
              aria-invalid={cityInvalid ? true : undefined}
              aria-describedby={cityInvalid ? "dl-place-error" : undefined}
            >
              <option value="">{t("city.cityChoose")}</option>
              {cities.map((city) => (
                <option key={city} value={city} lang="en">
                  {city}
                </option>
              ))}
            </select>
            {cityInvalid ? (
              <p className="field-error" id="dl-place-error">
                {placeError}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="field-hint">{t("city.cityHint")}</p>
        )}
        <div>
          <button type="submit" className="button button--secondary">
            {cities.length > 0 ? t("city.submit") : t("city.showCities")}
          </button>
        </div>
      </form>
    </div>
  );
}

/** A paint's name in a sentence: brand names stay in Latin script, marked as English. */
const paintNode = (name: string) => <span lang="en">{name}</span>;

function PlaceLine({ pin, place, t }: { pin: string; place: PlaceNameIn; t: LocatorTranslate }) {
  const district = <span lang={place.district.lang}>{place.district.name}</span>;
  const where: ReactNode =
    place.kind === "gpo" ? (
      withNodes(t("place.gpo", { district: "{district}" }), { district })
    ) : place.area ? (
      <>
        <span lang="en">{place.area}</span>, {district}
      </>
    ) : (
      district
    );
  return (
    <p className="dl-results__place">
      {withNodes(t("result.place", { pin, place: "{place}", state: stateName(t, place.state) }), {
        place: where,
      })}
    </p>
  );
}

function Results({
  search,
  t,
  locale,
  plan,
  action,
}: {
  search: Extract<DealerSearch, { kind: "pin" | "near" | "city" | "state" }>;
  t: LocatorTranslate;
  locale: string;
  plan: Plan;
  action: string;
}) {
  if (search.kind === "state")
    return (
      <section className="dl-results" id={RESULTS} aria-labelledby="dl-results-title">
        <h2 id="dl-results-title" tabIndex={-1}>
          {t("result.stateTitle", { state: stateName(t, search.state) })}
        </h2>
        <p role="status">{t("result.stateLead", { count: search.cities.length })}</p>
      </section>
    );

  const { paint, paintFilter, dealers } = search;
  const paintName = paint?.name ?? "";
  /** This search again with `all` as given: the plan's paint only, or every shop. */
  const toggleHref = (all: boolean) => {
    const query = new URLSearchParams(
      search.kind === "pin"
        ? { pin: search.pin }
        : search.kind === "near"
          ? { lat: search.origin.lat.toFixed(3), lon: search.origin.lon.toFixed(3) }
          : { state: search.state, city: search.city },
    );
    if (all) query.set("all", "1");
    return withPlan(`${action}?${query.toString()}#${RESULTS}`, plan);
  };

  let title: string;
  let count: ReactNode;
  if (search.kind === "city") {
    title = t("result.cityTitle", { city: search.city, state: stateName(t, search.state) });
    count =
      paintFilter === "only"
        ? withNodes(
            t("result.cityCountStock", {
              count: dealers.length,
              city: search.city,
              paint: "{paint}",
            }),
            { paint: paintNode(paintName) },
          )
        : t("result.cityCount", { count: dealers.length });
  } else {
    // "around" only where the PIN's point is a town's or a district's: the page says it is rough.
    title =
      search.kind === "near"
        ? t("result.nearTitle")
        : t(isRough(search.accuracy) ? "result.pinTitle" : "result.pinTitleNear", {
            pin: search.pin,
          });
    count =
      dealers.length === 0
        ? t(search.kind === "pin" ? "result.none" : "result.noneNear", {
            radius: search.radiusKm,
            phone: site.tollFree,
          })
        : paintFilter === "only"
          ? withNodes(
              t("result.countStock", {
                count: dealers.length,
                radius: search.radiusKm,
                paint: "{paint}",
              }),
              { paint: paintNode(paintName) },
            )
          : t("result.count", { count: dealers.length, radius: search.radiusKm });
  }
  const fallback =
    paintFilter === "fallback"
      ? withNodes(
          search.kind === "city"
            ? t("result.cityPaintFallback", { city: search.city, paint: "{paint}" })
            : t("result.paintFallback", { radius: search.radiusKm, paint: "{paint}" }),
          { paint: paintNode(paintName) },
        )
      : null;

  return (
    <section className="dl-results" id={RESULTS} aria-labelledby="dl-results-title">
      <header className="dl-results__head">
        <h2 id="dl-results-title" tabIndex={-1}>
          {title}
        </h2>
        <p className="dl-results__count" role="status">
          {count}
          {search.kind === "city" && search.more
            ? ` ${t("result.cityMore", { count: dealers.length })}`
            : null}
        </p>
        {search.kind === "pin" ? <PlaceLine pin={search.pin} place={search.place} t={t} /> : null}
        {search.kind === "pin" ? (
          <p className="dl-note">
            {search.accuracy === "area" || search.accuracy === "district"
              ? t(`result.accuracy.${search.accuracy}`, {
                  pin: search.pin,
                  district: search.place.district.name,
                })
              : t("result.accuracy.pin", { pin: search.pin })}
          </p>
        ) : search.kind === "near" ? (
          <p className="dl-note">{t("result.accuracy.exact")}</p>
        ) : null}
        {fallback ? <p className="dl-note">{fallback}</p> : null}
        {paintFilter === "only" ? (
          <p>
            <a href={toggleHref(true)}>
              {withNodes(t("result.showAll", { paint: "{paint}" }), {
                paint: paintNode(paintName),
              })}
            </a>
          </p>
        ) : paintFilter === "all" ? (
          <p>
            <a href={toggleHref(false)}>
              {withNodes(t("result.showStocking", { paint: "{paint}" }), {
                paint: paintNode(paintName),
              })}
            </a>
          </p>
        ) : null}
      </header>
      {/* The shops first: on a phone the nearest is on the first screen, the map after the list. */}
      <div
        className={
          search.kind !== "city" && dealers.length > 0
            ? "dl-results__body dl-results__body--map"
            : "dl-results__body"
        }
      >
        <DealerList
          dealers={dealers}
          t={t}
          locale={locale}
          paintName={paintFilter === "all" ? paintName : undefined}
        />
        {search.kind !== "city" ? (
          <ResultsMap
            origin={search.origin}
            dealers={dealers}
            t={t}
            locale={locale}
            fromDevice={search.kind === "near"}
          />
        ) : null}
      </div>
      {/* After the shops: the results come first, a visit is the other way on. */}
      <BookVisit plan={plan} />
    </section>
  );
}

function DealerList({
  dealers,
  t,
  locale,
  paintName,
}: {
  dealers: readonly ListedDealer[];
  t: LocatorTranslate;
  locale: string;
  paintName?: string;
}) {
  if (dealers.length === 0) return null;
  return (
    <ol className="dl-list">
      {dealers.map((dealer) => (
        <li key={dealer.code}>
          <DealerCard
            dealer={dealer}
            t={t}
            locale={locale}
            headingId={`dl-${dealer.code}`}
            paintName={paintName}
          />
        </li>
      ))}
    </ol>
  );
}
