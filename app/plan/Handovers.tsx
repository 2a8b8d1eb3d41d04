import { useEffect, useRef, type ReactNode } from "react";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { SUGGESTED_PAINT } from "~/paint-budget/suggested-paint";
import { CALCULATOR_PATH, DEALERS_PATH, ESTIMATE_ANCHOR } from "./handover";
import { planMessages } from "./messages";
import { bookVisitHref, planFields, type Plan } from "./plan";
import { rememberPin, storedPin } from "./plan-storage";
import "./plan.css";
import type { PaintSurface } from "~/shades/try-on-wall";

/** A paint as the hand-overs offer it (the calculator's price list). */
export interface PaintChoice {
  slug: string;
  name: string;
  suits: readonly PaintSurface[];
}

function HiddenFields({ fields }: { fields: [string, string][] }) {
  return (
    <>
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

type Heading = "h2" | "h3";

/**
 * "What will it cost?": the paint (the plan's when it suits the surface, or
 * one we choose and say so) and the one figure the calculator needs, sent as
 * a GET form to the calculator with the plan, which lands on the total.
 */
export function CostForm({
  plan,
  surface,
  paints,
  idPrefix,
  heading: HeadingTag = "h2",
  paintNotice,
  children,
}: {
  plan: Plan;
  surface: PaintSurface;
  paints: readonly PaintChoice[];
  idPrefix: string;
  heading?: Heading;
  /** Said under the paint's note: why the list is what it is (the visualiser's NoPaintNote). */
  paintNotice?: ReactNode;
  /**
   * Shown after the form: the other way on ("Or book a visit"). After, not
   * above it, so on a phone the field to type in sits under the heading,
   * in view when a hand-over lands here.
   */
  children?: ReactNode;
}) {
  const locale = useLocale();
  const t = useMessages(planMessages);
  const suitable = paints.filter((p) => p.suits.includes(surface));
  const own = suitable.find((p) => p.slug.toLowerCase() === plan.product);
  const chosen = own ?? suitable.find((p) => p.slug === SUGGESTED_PAINT[surface]) ?? suitable[0];
  const area = surface === "interior" ? "carpetArea" : "wallArea";
  const note = own
    ? t("cost.yours")
    : t("cost.chosen", { name: chosen?.name ?? "", surface: t(`cost.surface.${surface}`) });
  return (
    <section id={idPrefix} className="plan-next" aria-labelledby={`${idPrefix}-title`}>
      <HeadingTag id={`${idPrefix}-title`}>{t("cost.title")}</HeadingTag>
      <form method="get" action={localizeHref(CALCULATOR_PATH, locale) + ESTIMATE_ANCHOR}>
        <input type="hidden" name="surface" value={surface} />
        <input type="hidden" name="measure" value={surface === "interior" ? "carpet" : "walls"} />
        <div className="plan-next__row">
          <div className="field">
            <label htmlFor={`${idPrefix}-product`}>{t("cost.paint")}</label>
            <select
              id={`${idPrefix}-product`}
              name="product"
              defaultValue={chosen?.slug}
              aria-describedby={`${idPrefix}-product-note`}
            >
              {suitable.map((paint) => (
                <option key={paint.slug} value={paint.slug} lang="en">
                  {paint.name}
                </option>
              ))}
            </select>
            <p className="plan-next__note" id={`${idPrefix}-product-note`}>
              {note}
            </p>
            {paintNotice}
          </div>
        </div>
        <div className="plan-next__row">
          <div className="field">
            <label htmlFor={`${idPrefix}-area`}>
              {t(area === "carpetArea" ? "cost.carpetArea" : "cost.wallArea")}
            </label>
            <p className="field-hint" id={`${idPrefix}-area-hint`}>
              {t(area === "carpetArea" ? "cost.carpetHint" : "cost.wallHint")}
            </p>
            <input
              id={`${idPrefix}-area`}
              name={area}
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              aria-describedby={`${idPrefix}-area-hint`}
            />
          </div>
          <button type="submit" className="button">
            {t("cost.submit")}
          </button>
        </div>
        <HiddenFields fields={planFields(plan, ["product", "estimate"])} />
      </form>
      {children}
    </section>
  );
}

/**
 * "Buy it near you": a PIN code and the dealer locator, with the plan. A PIN
 * the visitor typed before (here, at the locator or for a visit) is filled
 * in from the address or, once the page runs, from this browser.
 */
export function DealerForm({
  plan,
  paintName,
  pin = "",
  idPrefix,
  heading: HeadingTag = "h3",
}: {
  plan: Plan;
  paintName?: string;
  pin?: string;
  idPrefix: string;
  heading?: Heading;
}) {
  const locale = useLocale();
  const t = useMessages(planMessages);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const field = input.current;
    if (field && !field.value) field.value = storedPin(window.localStorage);
  }, []);
  return (
    <section className="plan-next" aria-labelledby={`${idPrefix}-title`}>
      <HeadingTag id={`${idPrefix}-title`}>{t("dealers.title")}</HeadingTag>
      <p>{paintName ? t("dealers.lead", { name: paintName }) : t("dealers.leadAny")}</p>
      <form
        method="get"
        action={localizeHref(DEALERS_PATH, locale)}
        onSubmit={() => rememberPin(window.localStorage, input.current?.value ?? "")}
      >
        <div className="plan-next__row">
          <div className="field">
            <label htmlFor={`${idPrefix}-pin`}>{t("dealers.pin")}</label>
            <p className="field-hint" id={`${idPrefix}-pin-hint`}>
              {t("dealers.pinHint")}
            </p>
            <input
              ref={input}
              id={`${idPrefix}-pin`}
              name="pin"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={12}
              defaultValue={pin}
              aria-describedby={`${idPrefix}-pin-hint`}
            />
          </div>
          <button type="submit" className="button button--secondary">
            {t("dealers.submit")}
          </button>
        </div>
        <HiddenFields fields={planFields(plan)} />
      </form>
    </section>
  );
}

/** "Book a visit", carrying the whole plan, with a line saying so. */
export function BookVisit({ plan }: { plan: Plan }) {
  const locale = useLocale();
  const t = useMessages(planMessages);
  return (
    <p className="plan-next__book">
      <span>{t("book.lead")}</span>
      <a className="button button--ghost" href={bookVisitHref(plan, locale)}>
        {t("book.link")}
      </a>
    </p>
  );
}
