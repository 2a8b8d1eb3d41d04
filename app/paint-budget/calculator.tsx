import { useRef, useState } from "react";
import { data } from "react-router";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { useHydrated } from "~/lib/use-hydrated";
import { seo } from "~/lib/seo";
import { pricingCatalogue } from "./catalogue";
import { CalculatorForm, fieldId, type FormDefaults } from "./CalculatorForm";
import { defaults, estimate, type EstimateError, type EstimateOutcome } from "./estimate";
import type * as EstimateModule from "./estimate";
import { EstimateResult } from "./EstimateResult";
import { PageIntro } from "~/ui/PageIntro";
import { budgetMessages, budgetWordsIn, type BudgetWords } from "./messages";
import { calculatorQuery, rawInput, readCalculatorQuery, type CalculatorState } from "./query";
import { fromMetres } from "./units";
import "./paint-budget.css";
import type { Route } from "./+types/calculator";

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
  return data(
    {
      state,
      outcome,
      catalogue: pricingCatalogue,
      products: pricingCatalogue.paints.map(({ slug, name, suits }) => ({ slug, name, suits })),
      defaults: formDefaults(),
    },
    // Bad figures are the visitor's to correct: the page says what and keeps what was typed.
    { status: outcome && !outcome.ok ? 400 : 200 },
  );
}

let estimateModule: Promise<typeof EstimateModule> | undefined;
const loadEstimate = () => (estimateModule ??= import("./estimate"));

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
  const live = useHydrated();
  const [roomsVersion, setRoomsVersion] = useState(0);
  const latest = useRef(0);

  const recalculate = (next: CalculatorState) => {
    setState(next);
    const query = calculatorQuery(next);
    window.history.replaceState(window.history.state, "", query ? `?${query}` : "?");
    const run = ++latest.current;
    void loadEstimate().then((module) => {
      // A slow first load must not overwrite what a later keystroke computed.
      if (run === latest.current) setOutcome(module.estimate(rawInput(next), loaderData.catalogue));
    });
  };

  const errors = errorMap(outcome, words);
  const query = calculatorQuery(state);
  const estimateResult = outcome?.ok ? outcome.estimate : undefined;

  return (
    <>
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
          onChange={(form) => recalculate(stateOf(form))}
          onAddRoom={() => {
            recalculate({
              ...state,
              rooms: [...state.rooms, { length: "", width: "", height: "" }],
            });
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
          {outcome && !outcome.ok ? <ErrorSummary errors={outcome.errors} words={words} /> : null}
          {estimateResult ? (
            <>
              <EstimateResult estimate={estimateResult} words={words} />
              <div className="pb-actions">
                <h3>{t("calc.actionsTitle")}</h3>
                <p className="muted">{t("calc.shareNote")}</p>
                <div className="button-row">
                  <a
                    className="button"
                    href={localizeHref(
                      `/consultation?estimate=${encodeURIComponent(query)}`,
                      locale,
                    )}
                  >
                    {t("calc.consult")}
                  </a>
                  <a
                    className="button button--secondary"
                    href={`${ESTIMATE_PDF_PATH}?${query}${locale === "en" ? "" : `&lang=${locale}`}`}
                  >
                    {t("calc.pdf")}
                  </a>
                  {live ? (
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => window.print()}
                    >
                      {t("calc.print")}
                    </button>
                  ) : null}
                </div>
                <p>
                  <a href={localizeHref(compareHref(estimateResult.input.product), locale)}>
                    {t("calc.compareLink")}
                  </a>
                </p>
                <p>
                  <a href={localizeHref("/dealers", locale)}>{t("calc.dealerLink")}</a>
                </p>
              </div>
            </>
          ) : outcome ? null : (
            <p className="pb-empty">{t("calc.empty")}</p>
          )}
        </section>
      </div>
    </>
  );
}

const compareHref = (product: string) => `/compare?products=${encodeURIComponent(product)}`;

function errorMap(outcome: EstimateOutcome | null, words: BudgetWords): Record<string, string> {
  const map: Record<string, string> = {};
  if (outcome && !outcome.ok)
    for (const error of outcome.errors) map[error.field] ??= words.error(error);
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
