import { useEffect, useRef, useState } from "react";
import { PlanCard, type PlanView } from "~/leads/booking/PlanCard";
import { VisitConfirmation } from "~/leads/booking/VisitConfirmation";
import { OFFER_INTENT, VisitSlotPicker } from "~/leads/booking/VisitSlotPicker";
import type { VisitOffer } from "~/leads/booking/visit-types";
import type { FormSessionProps, LeadActionData } from "~/leads/forms/lead-result";
import { leadMessages } from "~/leads/messages";
import { formActionIn } from "~/leads/forms/form-locale";
import { useLocale } from "~/lib/i18n/react";
import { LeadForm } from "../forms/LeadForm";
import type { CarriedPlan, ConsultationPlanKit } from "./contributors";
import "~/leads/booking/booking.css";

/** Where the consultation form posts, and its no-JavaScript page (/hi/consultation in Hindi). */
export const CONSULTATION_PATH = "/consultation";
/** The dialog posts here, and is answered with the confirmation instead of a new page. */
export const IN_DIALOG_PARAM = "in";

export { OFFER_INTENT };

/**
 * The consultation: a home visit booked, with the visitor's plan. Shown in
 * the header dialog and on /consultation. In the dialog there is no server
 * session: the form fetches a signed one as soon as it appears, and a
 * submission waits for it (see LeadForm's sessionUrl), so the dialog never
 * sends an unsigned session.
 *
 * The plan (app/plan/plan.ts) comes from the link that opened it; it is
 * shown above the form, travels in hidden fields and in the form's address
 * (so a page answered without JavaScript shows it again), and the server
 * checks every part of it and works its estimate out again. The form reads
 * and writes it with the plan's kit, which whoever composes the form hands
 * in (contributors.ts): the consultation does not import the tools.
 */
export function ConsultationForm({
  plan = { codes: [] },
  kit,
  planView,
  product,
  offer,
  session,
  result,
  idPrefix = "consultation",
  inDialog = false,
}: {
  plan?: CarriedPlan;
  /** The plan's reading, writing and figures (app/plan/consultation-kit.ts). */
  kit: ConsultationPlanKit;
  /** The plan as the server worked it out (the page); the dialog asks for it. */
  planView?: PlanView;
  /** A product by name, from a link that has no plan (product pages). */
  product?: string;
  /** The visit times the server found for a PIN the page was drawn with. */
  offer?: VisitOffer;
  /** See LeadForm; the header dialog passes its own so ids stay unique. */
  idPrefix?: string;
  session?: FormSessionProps;
  /** The action's answer when /consultation was rendered after a no-JavaScript POST. */
  result?: LeadActionData;
  inDialog?: boolean;
}) {
  const locale = useLocale();
  const t = leadMessages.in(locale);
  const shown = usePlanView(kit, plan, planView, locale, inDialog);
  const legacyProduct = !plan.product && product ? product : undefined;
  const base = `${CONSULTATION_PATH}${inDialog ? `?${IN_DIALOG_PARAM}=dialog` : ""}`;
  const withProduct = legacyProduct
    ? `${base}${base.includes("?") ? "&" : "?"}product=${encodeURIComponent(legacyProduct)}`
    : base;
  const action = kit.withPlan(withProduct, plan);
  const view: PlanView | undefined =
    shown ?? (legacyProduct ? { shades: [], product: legacyProduct } : undefined);

  return (
    <div className="lead-form-wrap">
      {view ? <PlanCard plan={view} locale={locale} headingId={`${idPrefix}-plan-title`} /> : null}
      <LeadForm
        form="consultation"
        idPrefix={idPrefix}
        action={action}
        session={session}
        sessionUrl="/forms/consultation/session"
        result={result}
        // A link that names the PIN (?pin=) shows its visit times at once.
        initial={offer ? { pin: offer.pin } : {}}
        hidden={{
          product: plan.product ?? legacyProduct ?? "",
          shades: plan.codes.join(", "),
          scheme: plan.scheme ? kit.schemeParam(plan.scheme) : "",
          estimate: plan.estimate ?? "",
        }}
        custom={{
          visit: ({ field, id, error, value, answer }) => (
            <VisitSlotPicker
              id={id}
              label={field.label}
              error={error}
              value={value}
              locale={locale}
              offer={answer?.offer ?? offer}
              focusFirst={answer?.status === "offer"}
              offerAction={formActionIn(action, locale)}
            />
          ),
        }}
        sent={(answer) =>
          answer.status === "booked" ? (
            <DialogConfirmation>
              <VisitConfirmation
                receipt={answer.receipt}
                locale={locale}
                headingId={`${idPrefix}-booked-title`}
                pageLink
              />
            </DialogConfirmation>
          ) : undefined
        }
        footnote={t("form.consultationFootnote")}
        channel={inDialog ? "dialog" : "page"}
      />
    </div>
  );
}

/** Takes focus to the confirmation once it replaces the form, so a screen reader reads it. */
function DialogConfirmation({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>("h1, h2")?.focus();
  }, []);
  return (
    <div ref={ref} className="visit-confirmation-wrap" role="region" aria-live="polite">
      {children}
    </div>
  );
}

/**
 * The plan as shown: the server's, or in the dialog (a page that did not
 * work it out) the plan bar's figures from /plan/summary. The total there is
 * the server's too; the browser only formats it.
 */
function usePlanView(
  kit: ConsultationPlanKit,
  plan: CarriedPlan,
  given: PlanView | undefined,
  locale: string,
  fetchIt: boolean,
): PlanView | undefined {
  const [fetched, setFetched] = useState<PlanView | undefined>();
  const href = kit.summaryHref(plan);
  useEffect(() => {
    if (given || !fetchIt || kit.isEmptyPlan(plan)) return;
    const controller = new AbortController();
    fetch(href, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((figures) => {
        if (controller.signal.aborted) return;
        const view = kit.viewOfSummary(figures, locale);
        if (view) setFetched(view);
      })
      // Without its summary the plan still travels in the form; only the card is missing.
      .catch(() => undefined);
    return () => controller.abort();
    // The plan is the same for the life of the form (each opening is a new form).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href, given, fetchIt, locale]);
  return given ?? fetched;
}
