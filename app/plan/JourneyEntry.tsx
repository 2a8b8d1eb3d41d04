import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { CALCULATOR_PATH, EXPLORER_PATH, VISUALISER_PATH } from "./handover";
import { planMessages } from "./messages";
import "./plan.css";

/** Where the explorer's shades start (its results section). */
const COLOURS_ANCHOR = "#colour-results";

/**
 * The home page's way into the journey (issue 42): "Plan your painting:
 * choose a colour → see it on a wall → know the cost → book a visit", each
 * step a link to its tool, and one button to start. Plain links and text, so
 * it paints with the page and costs no script.
 */
export function JourneyEntry() {
  const locale = useLocale();
  const t = useMessages(planMessages);
  const steps = [
    [EXPLORER_PATH, t("journey.colour")],
    [VISUALISER_PATH, t("journey.wall")],
    [CALCULATOR_PATH, t("journey.cost")],
    ["/consultation", t("journey.visit")],
  ] as const;
  return (
    <section className="plan-journey" aria-labelledby="plan-journey-title">
      <div className="container">
        <div className="plan-journey__box">
          <h2 id="plan-journey-title" className="plan-journey__title">
            {t("journey.title")}
          </h2>
          <ol className="plan-journey__steps">
            {steps.map(([path, label]) => (
              <li key={path}>
                <a href={localizeHref(path, locale)}>{label}</a>
              </li>
            ))}
          </ol>
          {/* Straight to the shades: the filters are there above them when wanted. */}
          <a className="button" href={localizeHref(EXPLORER_PATH, locale) + COLOURS_ANCHOR}>
            {t("journey.start")}
          </a>
        </div>
      </div>
    </section>
  );
}
