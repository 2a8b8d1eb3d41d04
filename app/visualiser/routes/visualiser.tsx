import { useCallback, useEffect } from "react";
import { Form, Link, useLoaderData, useNavigate } from "react-router";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { afterNextPaint, isPlainClick } from "~/lib/after-paint";
import { sharedPageHeaders } from "~/lib/cache";
import { seo } from "~/ui/seo";
import { colourMessages } from "~/shades/explorer/messages";
import { explorerHref } from "~/shades/explorer/paths";
import type { ShadeSummary } from "~/shades/explorer/types";
import { useShortlist } from "~/shades/explorer/use-shortlist";
import {
  coloursOfHref,
  schemeOfScene,
  withPlanInVisualiser,
  withSchemeAsScene,
} from "~/plan/handover";
import { BookVisit, CostForm } from "~/plan/Handovers";
import { planFields, readPlan, withPlanParams } from "~/plan/plan";
import { planSummary } from "~/plan/plan-summary.server";
import { PlanBar } from "~/plan/PlanBar";
import { useCarriedPlan } from "~/plan/use-plan";
import { visualiserMessages } from "../messages";
import { NoPaintNote } from "../NoPaintNote";
import { previewPaint } from "../paint-preview";
import { PhotoPainter, PhotoSceneLink } from "../PhotoPainter";
import { usePhotoShown } from "../photo-session";
import { PhotoStage } from "../PhotoStage";
import { SceneArt, type PaintedSurface } from "../SceneArt";
import { SceneActions } from "../SceneActions";
import { sceneIds, sceneOf } from "../scenes";
import {
  editedScheme,
  stateParams,
  stateQuery,
  visualiserHref,
  withCompare,
  withPaint,
  withScene,
  type SchemeKey,
  type VisualiserState,
} from "../state";
import { visualiserData } from "../visualiser.server";
import "../visualiser.css";
import type { Route } from "./+types/visualiser";

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // A plan handed over (issue 42) opens its scheme when the address has no scene of its own.
  const fromUrl = readPlan(params);
  const data = visualiserData(withSchemeAsScene(params, fromUrl.scheme), fromUrl.product);
  // The plan this page carries on: its scheme is what is painted here (scheme A).
  const plan = { ...fromUrl, scheme: schemeOfScene(data.state.scene, data.state.a) };
  if (!plan.scheme) delete plan.scheme;
  return { ...data, plan, planBar: planSummary(plan) };
}

// A plan in the address is part of the page (issue 42, ADR 43): kept per plan too.
export const headers = () => sharedPageHeaders(300, withPlanParams(stateParams()));

export const meta: Route.MetaFunction = (args) => {
  const t = visualiserMessages.in(localeOfPath(args.location.pathname));
  return seo(args, {
    title: t("meta.title"),
    description: t("meta.description"),
    keywords: t("meta.keywords"),
  });
};

/** A shade as a chip that paints the selected surface with it. */
function PaintChip({
  shade,
  href,
  current,
}: {
  shade: ShadeSummary;
  href: string;
  current: boolean;
}) {
  const t = useMessages(visualiserMessages);
  const navigate = useNavigate();
  return (
    <Link
      className="vis-chip"
      to={href}
      preventScrollReset
      replace
      aria-current={current ? "true" : undefined}
      aria-label={t("picker.apply", { name: shade.name, code: shade.code })}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        // The shade shows at once; the page's data for it (the picker's
        // groups around the new shade) follows once that frame is drawn.
        event.preventDefault();
        previewPaint(shade);
        afterNextPaint(() => void navigate(href, { replace: true, preventScrollReset: true }));
      }}
    >
      <span className="vis-chip__swatch" style={{ backgroundColor: shade.hex }} />
      <span className="vis-chip__name" lang="en">
        {shade.name}
      </span>{" "}
      {/* The space keeps the name and code apart in the text the link shows to
          assistive technology, which its label must contain (WCAG 2.5.3); the
          column layout draws none. */}
      <span className="vis-chip__code">{shade.code}</span>
    </Link>
  );
}

function ChipList({
  shades,
  state,
  current,
}: {
  shades: ShadeSummary[];
  state: VisualiserState;
  current: string;
}) {
  const locale = useLocale();
  // The plan's other parts (paint, estimate) go with every change of scheme.
  const carried = useCarriedPlan(useLoaderData<typeof loader>().plan);
  return (
    <ul className="vis-chips">
      {shades.map((shade) => (
        <li key={shade.code}>
          <PaintChip
            shade={shade}
            href={withPlanInVisualiser(
              visualiserHref(withPaint(state, shade.code), locale),
              carried,
            )}
            current={shade.code === current}
          />
        </li>
      ))}
    </ul>
  );
}

/** The form's hidden fields: the whole state but the search, which the visitor types. */
function StateFields({ state }: { state: VisualiserState }) {
  const params = new URLSearchParams(stateQuery({ ...state, q: "" }));
  return (
    <>
      {[...params].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export default function Visualiser({ loaderData }: Route.ComponentProps) {
  const { state, ignored, painted, search, similar, shortlist, harmonies } = loaderData;
  const locale = useLocale();
  const t = useMessages(visualiserMessages);
  const tc = useMessages(colourMessages);
  const navigate = useNavigate();
  const scene = sceneOf(state.scene);
  const schemeKeys: SchemeKey[] = state.b ? ["a", "b"] : ["a"];
  const edited = editedScheme(state);
  const activeCode = edited[state.surface]!;
  const active = painted[activeCode]!;
  const surfaceName = t(`surface.${state.surface}`);
  const sceneName = t(`scene.${state.scene}`);
  const carried = useCarriedPlan(loaderData.plan);
  const href = useCallback(
    (next: VisualiserState) => withPlanInVisualiser(visualiserHref(next, locale), carried),
    [locale, carried],
  );
  // The visitor's photo, once open, shows in the scene's place (PhotoStage).
  const photoShown = usePhotoShown();

  // With JavaScript the shortlist is the one the browser keeps (ADR 29): an
  // address without one takes it, so the picker shows the visitor's shades.
  const { codes } = useShortlist(state.codes);
  const kept = codes.join(",");
  useEffect(() => {
    if (kept && kept !== state.codes.join(","))
      void navigate(href({ ...state, codes: kept.split(",") }), {
        replace: true,
        preventScrollReset: true,
      });
  }, [kept, state, href, navigate]);

  const surfacesOf = (key: SchemeKey): PaintedSurface[] => {
    const scheme = key === "b" ? state.b! : state.a;
    return scene.surfaces.map((surface) => {
      const shade = painted[scheme[surface.id]!]!;
      const selected = state.edit === key && state.surface === surface.id;
      const values = { surface: t(`surface.${surface.id}`), name: shade.name, code: shade.code };
      return {
        id: surface.id,
        hex: shade.hex,
        href: href({ ...state, edit: key, surface: surface.id }),
        label: t(selected ? "drawing.surfaceSelected" : "drawing.surface", values),
        selected,
      };
    });
  };
  const schemeName = (key: SchemeKey) => t(key === "a" ? "scheme.a" : "scheme.b");

  return (
    <div className="vis-page">
      <PlanBar plan={loaderData.plan} summary={loaderData.planBar} />
      <section className="vis-hero" aria-labelledby="vis-title">
        <div className="container">
          <p className="eyebrow">{t("hero.eyebrow")}</p>
          <h1 id="vis-title">{t("hero.title")}</h1>
          <p className="vis-hero__lead">{t("hero.lead")}</p>
          <p className="vis-note">{t("screenNote")}</p>
          {ignored ? <p className="vis-note">{t("ignored")}</p> : null}
        </div>
      </section>

      <div className="container vis-layout">
        <section className="vis-stage" id="vis-scene" aria-labelledby="vis-scenes-title">
          <h2 id="vis-scenes-title" className="visually-hidden">
            {t("scenes.title")}
          </h2>
          <nav aria-labelledby="vis-scenes-title">
            <ul className="vis-scenes">
              {sceneIds.map((id) => (
                <li key={id}>
                  <Link
                    to={href(withScene(state, id))}
                    preventScrollReset
                    aria-current={id === state.scene && !photoShown ? "page" : undefined}
                  >
                    {t(`scene.${id}`)}
                  </Link>
                </li>
              ))}
              <PhotoSceneLink />
            </ul>
          </nav>

          <div className={state.b ? "vis-schemes vis-schemes--two" : "vis-schemes"}>
            {schemeKeys.map((key) => (
              <figure key={key} className="vis-scheme" data-scheme={key}>
                <SceneArt
                  scene={scene}
                  surfaces={surfacesOf(key)}
                  idPrefix={`vis-${key}`}
                  label={t("drawing.label", { scene: sceneName, scheme: schemeName(key) })}
                />
                {state.b ? <figcaption>{schemeName(key)}</figcaption> : null}
              </figure>
            ))}
          </div>
          <PhotoStage shade={active} scene={state.scene} />
          {/* The next step beside the painted scene: its cost, with the plan (issue 42). */}
          <CostForm
            plan={carried}
            surface={loaderData.paintSurface}
            paints={loaderData.paints}
            idPrefix="vis-cost"
            paintNotice={
              <NoPaintNote
                note={loaderData.noPaint}
                state={state}
                href={href}
                coloursHref={(slug) => coloursOfHref(carried, slug, locale)}
              />
            }
          >
            <BookVisit plan={carried} />
          </CostForm>

          <div className="vis-controls">
            {state.b ? (
              <ul className="vis-toggle" aria-label={t("compare.on")}>
                {schemeKeys.map((key) => (
                  <li key={key}>
                    <Link
                      to={href({ ...state, edit: key })}
                      preventScrollReset
                      replace
                      aria-current={state.edit === key ? "true" : undefined}
                    >
                      {state.edit === key
                        ? t("compare.editing", { scheme: schemeName(key) })
                        : t("compare.edit", { scheme: schemeName(key) })}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <p>
              <Link
                className="button button--ghost"
                to={href(withCompare(state, !state.b))}
                preventScrollReset
              >
                {state.b ? t("compare.off") : t("compare.on")}
              </Link>
            </p>
          </div>

          <SceneActions shareHref={href(state)} fileName={`kamo-${state.scene}`} />
        </section>

        <section className="vis-panel" id="vis-picker" aria-labelledby="vis-surfaces-title">
          <h2 id="vis-surfaces-title">{t("surfaces.title", { scheme: schemeName(state.edit) })}</h2>
          <p className="vis-small">{t("surfaces.hint")}</p>
          <ul className="vis-surfaces">
            {scene.surfaces.map((surface) => {
              const shade = painted[edited[surface.id]!]!;
              const selected = surface.id === state.surface;
              return (
                <li key={surface.id}>
                  <Link
                    to={href({ ...state, surface: surface.id })}
                    preventScrollReset
                    replace
                    aria-current={selected ? "true" : undefined}
                  >
                    <span className="vis-chip__swatch" style={{ backgroundColor: shade.hex }} />
                    <span className="vis-surfaces__name">{t(`surface.${surface.id}`)}</span>
                    <span className="vis-surfaces__shade">
                      <span lang="en">{shade.name}</span> {shade.code}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>

          <h2 id="vis-picker-title">{t("picker.title", { surface: surfaceName })}</h2>
          <p className="vis-current">
            <span className="vis-chip__swatch" style={{ backgroundColor: active.hex }} />
            {t("picker.current", { name: active.name, code: active.code })}
          </p>

          <Form
            method="get"
            action={localizeHref("/visualiser", locale)}
            className="vis-search"
            preventScrollReset
            replace
          >
            <label htmlFor="vis-q">{t("search.label")}</label>
            <div className="vis-search__row">
              <input
                id="vis-q"
                name="q"
                type="search"
                defaultValue={state.q}
                maxLength={60}
                autoComplete="off"
                aria-describedby="vis-q-hint"
              />
              <button type="submit" className="button">
                {t("search.submit")}
              </button>
            </div>
            <p id="vis-q-hint" className="vis-small">
              {t("search.hint")}
            </p>
            <StateFields state={state} />
            {planFields(carried, ["codes", "scheme"]).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          </Form>
          {state.q ? (
            <div className="vis-group">
              <p role="status">{t("search.results", { count: search.length })}</p>
              <ChipList shades={search} state={state} current={activeCode} />
              <p className="vis-small vis-explorer-link">
                <a href={explorerHref(locale, new URLSearchParams({ q: state.q }).toString())}>
                  {t("search.explorer")}
                </a>
              </p>
            </div>
          ) : null}

          <div className="vis-group">
            <h3>{t("shortlist.title")}</h3>
            {shortlist.length > 0 ? (
              <ChipList shades={shortlist} state={state} current={activeCode} />
            ) : (
              <p className="vis-small">{t("shortlist.empty")}</p>
            )}
          </div>

          <div className="vis-group">
            <h3>{t("similar.title")}</h3>
            <ChipList shades={similar} state={state} current={activeCode} />
          </div>

          <div className="vis-group">
            <h3>{t("harmonies.title")}</h3>
            {harmonies.map((harmony) => (
              <div key={harmony.id} className="vis-harmony">
                <h4>{tc(`harmony.${harmony.id}`)}</h4>
                <ChipList shades={harmony.shades} state={state} current={activeCode} />
              </div>
            ))}
          </div>
        </section>
      </div>

      <PhotoPainter />
    </div>
  );
}
