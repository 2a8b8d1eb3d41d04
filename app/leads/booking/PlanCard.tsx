import { leadMessages } from "~/leads/messages";
import { localizeHref } from "~/lib/i18n/locales";

/** What the card shows of a plan: worked out on the server (the page's loader or /plan/summary). */
export interface PlanView {
  shades: ReadonlyArray<{ code: string; name: string; hex: string }>;
  product?: string;
  /** The estimate's total as text ("₹24,530"). */
  total?: string;
  /** The calculator with the estimate's inputs (path, English). */
  estimatePath?: string;
}

/**
 * "Your plan: 2 shades · Weather Classic Max · estimate ₹24,530", with each
 * shade's swatch, name and code: what the visitor brings to the visit, above
 * the form, so they can see it travelled with them.
 */
export function PlanCard({
  plan,
  locale,
  headingId,
}: {
  plan: PlanView;
  locale: string;
  headingId: string;
}) {
  const t = leadMessages.in(locale);
  const parts = [
    plan.shades.length > 0 ? t("plan.shades", { count: plan.shades.length }) : "",
    plan.product ?? "",
    plan.total ? t("plan.estimate", { total: plan.total }) : "",
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <section className="visit-plan" aria-labelledby={headingId}>
      <h2 className="visit-plan-title" id={headingId}>
        {t("plan.title")}
      </h2>
      <p className="visit-plan-line">
        {parts.map((part, i) => (
          <span key={i}>
            {i > 0 ? <span aria-hidden="true"> · </span> : null}
            {i > 0 ? <span className="visually-hidden">, </span> : null}
            {/* Product names stay in Latin script in Hindi (docs/hindi-style.md). */}
            {part === plan.product && locale !== "en" ? <span lang="en">{part}</span> : part}
          </span>
        ))}
      </p>
      {plan.shades.length > 0 ? (
        <ul className="visit-plan-shades">
          {plan.shades.map((shade) => (
            <li key={shade.code}>
              <span
                className="visit-plan-swatch"
                style={{ background: shade.hex }}
                aria-hidden="true"
              />
              <span>
                <span lang="en">{shade.name}</span>{" "}
                <span className="visit-plan-code">{shade.code}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {plan.estimatePath ? (
        <p className="visit-plan-more">
          <a href={localizeHref(plan.estimatePath, locale)}>{t("plan.estimateLink")}</a>
        </p>
      ) : null}
      <p className="visit-plan-note">{t("plan.note")}</p>
    </section>
  );
}
