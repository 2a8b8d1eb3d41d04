import { data } from "react-router";
import { site } from "~/content/site";
import { db } from "~/db/client.server";
import { retryAfterHeaders, sourceUnavailableInit } from "~/lib/cache";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/ui/PageIntro";
import { SourceUnavailable } from "~/ui/SourceUnavailable";
import { DealerCard } from "./DealerCard";
import { ResultsMap } from "./ResultsMap";
import type { DealerSearch } from "./dealer-page-types";
import { dealerPage } from "./dealer-search.server";
import { locatorMessages, stateName, type LocatorTranslate } from "./locator-messages";
import "./dealers.css";
import type { Route } from "./+types/dealers-page";

/**
 * /dealers: the dealer locator (issue 28, ADR 19). Two GET forms, so every
 * search is an address and works without JavaScript: by PIN code (nearest
 * dealers with distances), or by state and then city. A bad PIN or an
 * unknown place answers 4xx with the forms and a message, never an empty page.
 */
export const DEALERS_PATH = "/dealers";

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
  try {
    const page = await dealerPage(db(), url.searchParams);
    return data({ ...page, unavailable: false as const }, { status: page.status });
  } catch (error) {
    // As every data page: 503 with Retry-After and a way to try again, never a 500.
    console.error("[dealers] unavailable:", error);
    return data(
      { unavailable: true as const, retryHref: url.pathname + url.search },
      sourceUnavailableInit(),
    );
  }
}

/** Not kept by the page cache (each search is its own page); a 503's Retry-After is passed on. */
export const headers = retryAfterHeaders;

export default function Dealers({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = locatorMessages.in(locale);
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
  const { search, states, source } = loaderData;
  const action = localizeHref(DEALERS_PATH, locale);
  const pinValue =
    search.kind === "pin" ? search.pin : search.kind === "pin-error" ? search.input : "";
  const chosenState =
    search.kind === "state" || search.kind === "city" || search.kind === "city-error"
      ? search.state
      : "";
  const cities = states.find((entry) => entry.state === chosenState)?.cities ?? [];
  const chosenCity = search.kind === "city" ? search.city : "";
  const pinError = search.kind === "pin-error";
  const placeError = search.kind === "city-error";

  return (
    <>
      <PageIntro
        className="dl-intro"
        eyebrow={t("intro.eyebrow")}
        title={t("intro.title")}
        lead={t("intro.lead")}
      />
      <div className="container dl-layout">
        <div className="dl-forms">
          <form
            method="get"
            action={action}
            className="dl-form card"
            aria-labelledby="dl-pin-title"
          >
            <h2 id="dl-pin-title">{t("pin.title")}</h2>
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
                  aria-describedby={pinError ? "dl-pin-hint dl-message" : "dl-pin-hint"}
                  aria-invalid={pinError ? true : undefined}
                />
                <button type="submit" className="button">
                  {t("pin.submit")}
                </button>
              </div>
            </div>
          </form>
          <form
            method="get"
            action={action}
            className="dl-form card"
            aria-labelledby="dl-city-title"
          >
            <h2 id="dl-city-title">{t("city.title")}</h2>
            <div className="field">
              <label htmlFor="dl-state">{t("city.state")}</label>
              <select
                id="dl-state"
                name="state"
                defaultValue={chosenState}
                aria-invalid={placeError && search.error === "state" ? true : undefined}
              >
                <option value="">{t("city.stateChoose")}</option>
                {states.map((entry) => (
                  <option key={entry.state} value={entry.state}>
                    {stateName(t, entry.state)}
                  </option>
                ))}
              </select>
            </div>
            {cities.length > 0 ? (
              <div className="field">
                <label htmlFor="dl-city">{t("city.city")}</label>
                <select
                  id="dl-city"
                  name="city"
                  defaultValue={chosenCity}
                  aria-invalid={placeError && search.error === "city" ? true : undefined}
                >
                  <option value="">{t("city.cityChoose")}</option>
                  {cities.map((city) => (
                    <option key={city} value={city} lang="en">
                      {city}
                    </option>
                  ))}
                </select>
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
        <Results search={search} t={t} locale={locale} />
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

function Results({
  search,
  t,
  locale,
}: {
  search: DealerSearch;
  t: LocatorTranslate;
  locale: string;
}) {
  if (search.kind === "none") return null;
  if (search.kind === "pin-error" || search.kind === "city-error") {
    const message =
      search.kind === "pin-error"
        ? search.error === "malformed"
          ? t("error.pinMalformed", { input: search.input })
          : t("error.pinUnknown", { pin: search.pin })
        : search.error === "state"
          ? t("error.state")
          : t("error.city", { city: search.city, state: stateName(t, search.state) });
    return (
      <div className="alert alert--error dl-message" id="dl-message" role="alert">
        <p>{message}</p>
      </div>
    );
  }
  if (search.kind === "state")
    return (
      <section className="dl-results" aria-labelledby="dl-results-title">
        <h2 id="dl-results-title">
          {t("result.stateTitle", { state: stateName(t, search.state) })}
        </h2>
        <p>{t("result.stateLead", { count: search.cities.length })}</p>
      </section>
    );
  const title =
    search.kind === "pin"
      ? t("result.pinTitle", { pin: search.pin })
      : t("result.cityTitle", { city: search.city, state: stateName(t, search.state) });
  return (
    <section className="dl-results" aria-labelledby="dl-results-title">
      <h2 id="dl-results-title">{title}</h2>
      {search.kind === "pin" ? (
        <>
          <p>
            {t("result.pinPlace", {
              pin: search.pin,
              area: search.area,
              district: search.district,
              state: stateName(t, search.state),
            })}
          </p>
          {search.approximate ? (
            <p className="dl-note">{t("result.approximate", { district: search.district })}</p>
          ) : null}
          <p role="status">
            {search.dealers.length === 0
              ? t("result.none", { radius: search.radiusKm, phone: site.tollFree })
              : t("result.count", { count: search.dealers.length, radius: search.radiusKm })}
          </p>
        </>
      ) : (
        <p role="status">
          {t("result.cityCount", { count: search.dealers.length })}{" "}
          {search.more ? t("result.cityMore", { count: search.dealers.length }) : null}
        </p>
      )}
      {search.kind === "pin" ? (
        <ResultsMap origin={search.origin} dealers={search.dealers} t={t} locale={locale} />
      ) : null}
      <ol className="dl-list">
        {search.dealers.map((dealer) => (
          <li key={dealer.code}>
            <DealerCard dealer={dealer} t={t} locale={locale} headingId={`dl-${dealer.code}`} />
          </li>
        ))}
      </ol>
    </section>
  );
}
