import { useEffect, useRef, useState } from "react";
import { data } from "react-router";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { afterNextPaint } from "~/lib/after-paint";
import { useHydrated } from "~/platform";
import { seo } from "~/ui/seo";
import { pricingCatalogue } from "../catalogue";
import { CalculatorForm, fieldId, type FormDefaults } from "../CalculatorForm";
import { defaults, estimate, type EstimateError, type EstimateOutcome } from "../estimate";
import type * as EstimateModule from "../estimate";
import { EstimateResult } from "../EstimateResult";
import type { NextAction } from "../NextActions";
import { shownErrors, type ShownErrors } from "../shown-errors";
import { PageIntro } from "~/ui/PageIntro";
import { budgetMessages, budgetWordsIn, type BudgetWords } from "../messages";
import { calculatorQuery, rawInput, readCalculatorQuery, type CalculatorState } from "../query";
import { calculatorAddress, calculatorPlan, dealersHref } from "~/plan/handover";
import { bookVisitHref, planFields, readPlan, type Plan } from "~/plan/plan";
import { planShadesOf } from "~/shades/explorer/explorer.server";
import { ShadesInPaint } from "~/shades/explorer/ShadesInPaint";
import { PlanBar } from "~/plan/PlanBar";
import { planSummary } from "~/plan/plan-summary.server";
import { useCarriedPlan } from "~/plan/use-plan";
import { fromMetres } from "../units";
import "../paint-budget.css";
import type { Route } from "./+types/paint-budget-calculator";

/**
 * /paint-budget-calculator: a GET form whose address is the estimate (ADR 18).
 * The loader works the estimate out, so it is in the first response and works
 * without JavaScript; in the browser the same code recalculates as the
 * visitor types, loaded on the first keystroke with the price list the page
 * already carries.
 */
export const CALCULATOR_PATH = "/paint-budget-calculator";
export const ESTIMATE_PDF_PATH = "/downloads/paint-budget-estimate.pdf";

export const meta: Route.MetaFunction = (args) => {
  const t = budgetMessages.in(localeOfPath(args.location.pathname));
  return seo(args, {
    title: t("calc.metaTitle"),
    description: t("calc.metaDescription"),
    keywords: t("calc.metaKeywords"),
  });
};

/** The defaults the form shows as placeholders; a door or window in feet is the metre size converted. */
function formDefaults(): FormDefaults {
  const round2 = (value: number) => Math.round(value * 100) / 100;
  const opening = (size: { height: number; width: number }) => ({
    sqft: {
      height: round2(fromMetres(size.height, "sqft")),
      width: round2(fromMetres(size.width, "sqft")),
    },
    sqm: size,
  });
  return {
    wallFactor: defaults.wallFactor,
    coats: defaults.coats,
    wastage: defaults.wastage,
    door: opening(defaults.door),
    window: opening(defaults.window),
  };
}

export function loader({ request }: Route.LoaderArgs) {
  const state = readCalculatorQuery(new URL(request.url).searchParams);
  const outcome = state.asked ? estimate(rawInput(state), pricingCatalogue) : null;
  // Adding or removing a room is not asking for the estimate: empty fields are not mistakes yet.
  const asked = state.asked && !state.roomEdit;
  const shown = shownErrors(outcome, { asked });
  // The visitor's plan (issue 42): the address's, with this estimate in it once it is one.
  const plan = calculatorPlan(
    readPlan(new URL(request.url).searchParams),
    calculatorQuery(state),
    outcome?.ok === true,
  );
  return data(
    {
      plan,
      planBar: planSummary(plan),
      // The plan's shades and the paints each comes in (ADR 40), said beside the total.
      planShades: planShadesOf(plan.codes, plan.scheme),
      state,
      outcome,
      asked,
      catalogue: pricingCatalogue,
      products: pricingCatalogue.paints.map(({ slug, name, suits }) => ({ slug, name, suits })),
      defaults: formDefaults(),
    },
    // Bad figures are the visitor's to correct: the page says what and keeps what was typed.
    { status: shown.errors.length > 0 ? 400 : 200 },
  );
}

// The estimate's code loads apart from the page (the loader's copy stays on
// the server); it is fetched once the page runs, before the first keystroke
// needs it: fetched on that keystroke, the first new total took 300-400 ms
// longer at 4× CPU slowdown than every later one.
let estimateModule: Promise<typeof EstimateModule> | undefined;
let loadedEstimate: typeof EstimateModule | undefined;
const loadEstimate = () =>
  (estimateModule ??= import("../estimate").then((module) => (loadedEstimate = module)));

/** The form's current values, read the way the server reads the query. */
function stateOf(form: HTMLFormElement): CalculatorState {
  const params = new URLSearchParams();
  new FormData(form).forEach((value, key) => {
    if (typeof value === "string") params.append(key, value);
  });
  const state = readCalculatorQuery(params);
  // Blank rows stay on screen while the visitor is filling them in.
  const rows = form.querySelectorAll(".pb-room").length;
  while (state.rooms.length < rows) state.rooms.push({ length: "", width: "", height: "" });
  return { ...state, asked: true };
}

export default function Calculator({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const words = budgetWordsIn(locale);
  const { t } = words;
  const [state, setState] = useState<CalculatorState>(loaderData.state);
  const [outcome, setOutcome] = useState<EstimateOutcome | null>(loaderData.outcome);
  // Whether empty fields count as mistakes: only on the answer to a submitted form.
  const [asked, setAsked] = useState(loaderData.asked);
  const live = useHydrated();
  const [roomsVersion, setRoomsVersion] = useState(0);
  const latest = useRef(0);
  const pendingRead = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The field to focus once the form has been drawn again (a room added).
  const focusAfterDraw = useRef<string>(undefined);
  useEffect(() => {
    const id = focusAfterDraw.current;
    focusAfterDraw.current = undefined;
    if (id) document.getElementById(id)?.focus();
  }, [roomsVersion]);

  // Without JavaScript every way of measuring is shown; once the page runs,
  // only the chosen one, and notes meant for a running page appear. That
  // moves a link's target (#estimate, from the visualiser) after the
  // browser's jump to it, leaving the total off screen or under the header:
  // jump again once those renders are drawn and the fonts are in, unless the
  // visitor has started moving about the page.
  useEffect(() => {
    if (!live || !window.location.hash) return;
    const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (!target) return;
    let visitorMoved = false;
    const moved = () => (visitorMoved = true);
    const events = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
    for (const type of events) window.addEventListener(type, moved, { passive: true, once: true });
    const jump = () => {
      if (!visitorMoved) target.scrollIntoView({ block: "start", behavior: "instant" });
    };
    const frame = requestAnimationFrame(jump);
    void document.fonts?.ready.then(() => requestAnimationFrame(jump));
    const stop = setTimeout(moved, 3_000);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(stop);
      for (const type of events) window.removeEventListener(type, moved);
    };
  }, [live]);

  useEffect(() => {
    if (live) afterNextPaint(() => void loadEstimate());
  }, [live]);

  // A printout is the record: every figure the estimate used, unfolded.
  useEffect(() => {
    const unfold = () =>
      document.querySelectorAll<HTMLDetailsElement>(".pb-audit").forEach((d) => (d.open = true));
    window.addEventListener("beforeprint", unfold);
    return () => window.removeEventListener("beforeprint", unfold);
  }, []);

  const recalculate = ({ roomEdit: _done, ...next }: CalculatorState) => {
    setState(next);
    setAsked(false);
    const query = calculatorQuery(next);
    const run = ++latest.current;
    // The plan's other parts (shades, scheme) stay in the address as the
    // visitor types. Written after the new total is drawn: Chromium's
    // replaceState took a fifth of a keystroke's work at 4× CPU slowdown.
    const address = calculatorAddress(query, carried);
    afterNextPaint(() => {
      if (run === latest.current && mounted.current)
        window.history.replaceState(window.history.state, "", address);
    });
    // Loaded (as it is once the page has run a moment): the new total is drawn
    // with the same render as the field, not in one of its own after it.
    if (loadedEstimate) {
      setOutcome(loadedEstimate.estimate(rawInput(next), loaderData.catalogue));
      return;
    }
    void loadEstimate().then((module) => {
      // A slow first load must not overwrite what a later keystroke computed.
      if (run === latest.current) setOutcome(module.estimate(rawInput(next), loaderData.catalogue));
    });
  };

  const shown = shownErrors(outcome, { asked });
  const errors = errorMap(shown, words);
  const query = calculatorQuery(state);
  const estimateResult = outcome?.ok ? outcome.estimate : undefined;
  const carried = useCarriedPlan(loaderData.plan);
  // The plan as the form holds it now: every hand-over below carries it.
  const plan = calculatorPlan(carried, query, estimateResult !== undefined);

  return (
    <>
      <PlanBar plan={plan} summary={loaderData.planBar} />
      <PageIntro
        className="pb-intro"
        eyebrow={t("calc.eyebrow")}
        title={t("calc.title")}
        lead={t("calc.lead")}
      />
      <div className="container pb-layout">
        <CalculatorForm
          key={roomsVersion}
          state={state}
          errors={errors}
          products={loaderData.products}
          defaults={loaderData.defaults}
          words={words}
          action={localizeHref(CALCULATOR_PATH, locale)}
          live={live}
          carried={planFields(carried, ["product", "estimate"])}
          onChange={(form) => {
            // The key's own echo (the digit in the field) is drawn first; the
            // new total in the frame after. Keys pressed before then are read
            // together, from the form as it is by that time.
            if (pendingRead.current) return;
            pendingRead.current = true;
            afterNextPaint(() => {
              pendingRead.current = false;
              // Gone by then (the visitor followed a link): the address is another page's.
              if (form.isConnected) recalculate(stateOf(form));
            });
          }}
          onAddRoom={() => {
            recalculate({
              ...state,
              rooms: [...state.rooms, { length: "", width: "", height: "" }],
            });
            // The form is drawn anew (its key): without this, focus falls to the page.
            focusAfterDraw.current = fieldId(`rooms.${state.rooms.length}.length`);
            setRoomsVersion((v) => v + 1);
          }}
          onRemoveRoom={(index) => {
            recalculate({ ...state, rooms: state.rooms.filter((_, i) => i !== index) });
            setRoomsVersion((v) => v + 1);
          }}
        />
        <section id="estimate" className="pb-estimate" aria-labelledby="pb-estimate-title">
          <h2 id="pb-estimate-title">{t("calc.resultTitle")}</h2>
          <p className="visually-hidden" aria-live="polite">
            {estimateResult ? `${t("calc.total")} ${words.rupees(estimateResult.total)}` : ""}
          </p>
          {shown.errors.length > 0 ? <ErrorSummary errors={shown.errors} words={words} /> : null}
          {estimateResult ? (
            <>
              <EstimateResult
                estimate={estimateResult}
                words={words}
                actions={estimateActions(query, words, plan)}
              />
              <ShadesInPaint
                shades={loaderData.planShades}
                product={estimateResult.input.product}
                productName={
                  loaderData.products.find(
                    (p) => p.slug.toLowerCase() === estimateResult.input.product.toLowerCase(),
                  )?.name ?? estimateResult.input.product
                }
              />
              <div className="pb-more">
                <p className="muted">{t("calc.shareNote")}</p>
                <p>
                  <a href={localizeHref(compareHref(estimateResult.input.product), locale)}>
                    {t("calc.compareLink")}
                  </a>
                </p>
                {live ? (
                  <p>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      onClick={() => window.print()}
                    >
                      {t("calc.print")}
                    </button>
                  </p>
                ) : null}
              </div>
            </>
          ) : shown.missing.length > 0 && shown.errors.length === 0 ? (
            <p className="pb-empty">
              {t("calc.missing", {
                fields: [
                  ...new Set(shown.missing.map((error) => words.fieldLabel(error.field))),
                ].join(", "),
              })}
            </p>
          ) : outcome ? null : (
            <p className="pb-empty">{t("calc.empty")}</p>
          )}
        </section>
      </div>
    </>
  );
}

const compareHref = (product: string) => `/compare?products=${encodeURIComponent(product)}`;

/**
 * What to do with an estimate, under its total: the first is the main call
 * to action. One entry per hand-over; each link carries what the next page
 * needs (the estimate's query, the product).
 */
function estimateActions(query: string, words: BudgetWords, plan: Plan): NextAction[] {
  const { t, locale } = words;
  return [
    {
      id: "book-visit",
      href: bookVisitHref(plan, locale),
      label: t("calc.consult"),
    },
    { id: "dealers", href: dealersHref(plan, locale), label: t("calc.dealerLink") },
    {
      id: "pdf",
      href: `${ESTIMATE_PDF_PATH}?${query}${locale === "en" ? "" : `&lang=${locale}`}`,
      label: t("calc.pdf"),
    },
    { id: "change-paint", href: `#${fieldId("product")}`, label: t("calc.changePaint") },
  ];
}

function errorMap(shown: ShownErrors, words: BudgetWords): Record<string, string> {
  const map: Record<string, string> = {};
  for (const error of shown.errors) map[error.field] ??= words.error(error);
  return map;
}

/** Where a message's link takes the visitor: the field, or the first of a group. */
function targetOf(field: string): string {
  if (field === "openings") return fieldId("doors");
  if (field === "rooms") return fieldId("rooms.0.length");
  if (["surface", "job", "unit", "measure"].includes(field)) return "pb-form-title";
  return fieldId(field);
}

function ErrorSummary({ errors, words }: { errors: EstimateError[]; words: BudgetWords }) {
  return (
    <div className="alert alert--error pb-errors" role="alert">
      <h3>{words.t("calc.errorsTitle", { count: errors.length })}</h3>
      <ul>
        {errors.map((error, index) => (
          <li key={index}>
            <a href={`#${targetOf(error.field)}`}>{words.error(error)}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
