import { useState, type MouseEvent } from "react";
import { Form, useNavigate, useNavigation, useSubmit } from "react-router";
import { sharedPageHeaders } from "~/lib/cache";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { seo } from "~/ui/seo";
import { useHydrated } from "~/platform";
import { tryOnWallHref } from "~/plan/handover";
import { planFields, readPlan, withPlan, withPlanParams, type Plan } from "~/plan/plan";
import { useCarriedPlan } from "~/plan/use-plan";
import { colourMessages } from "../explorer/messages";
import { explorerHref, shadeHref } from "../explorer/paths";
import { SHORTLIST_MAX, SHORTLIST_PATH } from "../explorer/shortlist";
import { useShortlist } from "../explorer/use-shortlist";
import { FROM_PHOTO_PATH } from "../from-photo/FromPhotoLink";
import { FROM_PHOTO_PARAMS, fromPhotoData, type PhotoMatch } from "../from-photo/from-photo.server";
import { fromPhotoMessages } from "../from-photo/messages";
import { PhotoSampler, RESULTS_HEADING_ID } from "../from-photo/PhotoSampler";
import "../explorer/colours.css";
import "../from-photo/from-photo.css";
import type { Route } from "./+types/colours.from-photo";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return fromPhotoData(url, readPlan(url.searchParams));
}

export const headers = () => sharedPageHeaders(300, withPlanParams(FROM_PHOTO_PARAMS));

export const meta: Route.MetaFunction = (args) => {
  const t = fromPhotoMessages.in(localeOfPath(args.location.pathname));
  return seo(args, {
    title: t("meta.title"),
    description: t("meta.description"),
    keywords: t("meta.keywords"),
  });
};

/** This page for `colour` (#rrggbb), the plan carried. */
function pageHref(colour: string, plan: Plan, locale: string): string {
  return withPlan(localizeHref(`${FROM_PHOTO_PATH}?colour=${colour.slice(1)}`, locale), plan);
}

function MatchItem({
  match,
  plan,
  onAdd,
}: {
  match: PhotoMatch;
  plan: Plan;
  onAdd: (event: MouseEvent<HTMLAnchorElement>, code: string, name: string) => void;
}) {
  const locale = useLocale();
  const t = useMessages(fromPhotoMessages);
  const { shade } = match;
  const addHref = withPlan(localizeHref(`${SHORTLIST_PATH}?add=${shade.code}`, locale), plan);
  return (
    <li className="fp-match">
      <span className="fp-match__swatch" style={{ backgroundColor: shade.hex }} />
      <div className="fp-match__body">
        <p className="fp-match__name">
          <a href={withPlan(shadeHref(shade.code, locale), plan)} lang="en">
            {shade.name}
          </a>{" "}
          <span className="fp-match__code">{shade.code}</span>
        </p>
        <p className="fp-match__closeness">
          <strong>{t(`closeness.${match.closeness}`)}</strong>{" "}
          <span className="fp-small">
            ({t("results.deltaE", { value: match.deltaE.toFixed(1) })})
          </span>
        </p>
        <p className="fp-match__actions">
          <a
            href={addHref}
            aria-label={t("action.addNamed", { name: shade.name })}
            onClick={(event) => onAdd(event, shade.code, shade.name)}
          >
            {t("action.add")}
          </a>
          <a
            href={tryOnWallHref(plan, match.scene, shade.code, locale)}
            aria-label={t("action.tryNamed", { name: shade.name })}
          >
            {t("action.try")}
          </a>
        </p>
      </div>
    </li>
  );
}

/**
 * "Colour from a photo" (issue 42): the visitor's photo opens in the
 * browser, a tap samples a colour, and the page asks the server for the
 * shades nearest it, those of the plan's paint first. The colour is in the
 * address, so a result can be shared and the page works without JavaScript
 * from a colour chosen in the form below the photo.
 */
export default function ColourFromPhoto({ loaderData }: Route.ComponentProps) {
  const { colour, ignored, matches, paint, paints } = loaderData;
  const locale = useLocale();
  const t = useMessages(fromPhotoMessages);
  const tc = useMessages(colourMessages);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const submit = useSubmit();
  const plan = useCarriedPlan(loaderData.plan);
  const { add } = useShortlist(loaderData.plan.codes);
  const [added, setAdded] = useState("");

  const sampled = (hex: string) =>
    void navigate(pageHref(hex, plan, locale), { replace: true, preventScrollReset: true });
  const onAdd = (event: MouseEvent<HTMLAnchorElement>, code: string, name: string) => {
    // With scripts the browser keeps the list (ADR 29); the link is the way without them.
    event.preventDefault();
    const result = add(code);
    const values = { name, count: result.codes.length, max: SHORTLIST_MAX };
    setAdded(
      result.outcome === "added"
        ? tc("shade.added", values)
        : result.outcome === "already"
          ? tc("shade.already", values)
          : tc("shade.full", values),
    );
  };
  const inPaint = matches.filter((m) => m.inPaint !== false);
  const elsewhere = matches.filter((m) => m.inPaint === false);
  const first = matches[0];
  const action = localizeHref(FROM_PHOTO_PATH, locale);
  const busy = navigation.state !== "idle";

  return (
    <div className="fp-page">
      <section className="colour-hero" aria-labelledby="fp-title">
        <div className="container">
          <p className="eyebrow">{t("hero.eyebrow")}</p>
          <h1 id="fp-title">{t("hero.title")}</h1>
          <p className="colour-hero__lead">{t("hero.lead")}</p>
          <p className="fp-private">{t("private")}</p>
        </div>
      </section>

      <div className="container fp-layout">
        <section className="fp-photo-panel" aria-labelledby="fp-photo-title">
          <h2 id="fp-photo-title">{t("photo.title")}</h2>
          {hydrated ? (
            <PhotoSampler onSample={sampled} />
          ) : (
            <div className="fp-note">
              <p>{t("photo.noScript")}</p>
              <p>
                <a href={withPlan(explorerHref(locale), plan)}>{t("photo.explorer")}</a>
              </p>
            </div>
          )}
        </section>

        <section className="fp-results" aria-labelledby={RESULTS_HEADING_ID} aria-busy={busy}>
          <h2 id={RESULTS_HEADING_ID}>{t("results.title")}</h2>
          <Form method="get" action={action} className="fp-paint" preventScrollReset replace>
            <label htmlFor="fp-product">{t("paint.label")}</label>
            <div className="fp-row">
              <select
                id="fp-product"
                name="product"
                defaultValue={paint?.slug ?? ""}
                key={paint?.slug ?? ""}
                aria-describedby="fp-product-hint"
                onChange={(event) =>
                  void submit(event.currentTarget.form, { preventScrollReset: true, replace: true })
                }
              >
                <option value="">{t("paint.any")}</option>
                {paints.map((p) => (
                  <option key={p.slug} value={p.slug} lang="en">
                    {p.name}
                  </option>
                ))}
              </select>
              <button type="submit" className="button button--ghost">
                {t("paint.submit")}
              </button>
            </div>
            <p id="fp-product-hint" className="fp-small">
              {t("paint.hint")}
            </p>
            {colour ? <input type="hidden" name="colour" value={colour.slice(1)} /> : null}
            {planFields(plan, ["product"]).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          </Form>

          {/* What a tap found, read out when it changes. */}
          <div className="fp-found" aria-live="polite">
            {ignored ? <p className="fp-note">{t("results.ignored")}</p> : null}
            {colour && first ? (
              <>
                <p className="fp-sampled">
                  <span
                    className="fp-sampled__swatch"
                    style={{ backgroundColor: colour }}
                    role="img"
                    aria-label={t("sample.colour", { hex: colour })}
                  />
                  <span>
                    {t("results.summary", {
                      hex: colour,
                      name: first.shade.name,
                      code: first.shade.code,
                      closeness: t(`closeness.${first.closeness}`),
                    })}
                  </span>
                </p>
                {paint ? (
                  <h3 className="fp-group">{t("results.inPaint", { paint: paint.name })}</h3>
                ) : null}
                <ul className="fp-matches">
                  {inPaint.map((match) => (
                    <MatchItem key={match.shade.code} match={match} plan={plan} onAdd={onAdd} />
                  ))}
                </ul>
                {elsewhere.length > 0 ? (
                  <>
                    <h3 className="fp-group">{t("results.elsewhere")}</h3>
                    <ul className="fp-matches">
                      {elsewhere.map((match) => (
                        <MatchItem key={match.shade.code} match={match} plan={plan} onAdd={onAdd} />
                      ))}
                    </ul>
                  </>
                ) : null}
              </>
            ) : (
              <p className="fp-small">{t("results.none")}</p>
            )}
          </div>
          <p className="fp-small" role="status">
            {added}
          </p>
        </section>
        <section className="fp-by-eye" aria-labelledby="fp-by-eye-title">
          <h2 id="fp-by-eye-title">{t("byEye.title")}</h2>
          <Form method="get" action={action} preventScrollReset replace>
            <div className="fp-row">
              <label htmlFor="fp-colour">{t("byEye.label")}</label>
              <input
                id="fp-colour"
                name="colour"
                type="color"
                defaultValue={colour ?? "#d9c7a7"}
                key={colour ?? ""}
              />
              <button type="submit" className="button button--ghost">
                {t("byEye.submit")}
              </button>
            </div>
            {planFields(plan).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          </Form>
        </section>
      </div>
    </div>
  );
}
