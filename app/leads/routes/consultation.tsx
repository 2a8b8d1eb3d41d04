import { data, useActionData } from "react-router";
import {
  ConsultationForm,
  IN_DIALOG_PARAM,
  OFFER_INTENT,
} from "~/leads/consultation/ConsultationForm";
import { LeadFormPage } from "~/leads/forms/LeadFormPage";
import {
  afterStoring,
  bookWithLead,
  postedPin,
  prepareConsultation,
  withOffer,
} from "~/leads/booking/consultation-visit.server";
import { visitOffer } from "~/leads/booking/store.server";
import { consultationPlan, planOfQuery } from "~/plan/consultation.server";
import { consultationPlanKit } from "~/plan/consultation-kit";
import { leadPagesIn } from "~/leads/forms/lead-pages-in";
import { formLocale } from "~/leads/forms/form-locale";
import {
  createFormSession,
  repostableFormSession,
} from "~/leads/submit/form-session-signer.server";
import { valuesFromFormData } from "~/leads/forms/lead-forms";
import { FORM_SESSION_FIELD, type LeadActionData } from "~/leads/forms/lead-result";
import { handleLeadSubmission } from "~/leads/submit/submission.server";
import { db } from "~/db/client.server";
import { localeOfPath } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { seo } from "~/ui/seo";
import { retryAfterHeaders } from "~/lib/cache";
import type { Route } from "./+types/consultation";

// The Book Free Consultant button opens a dialog; without JavaScript it is a
// link to this page, which holds the same form. The dialog posts here too.
export const meta: Route.MetaFunction = (args) => {
  const content = leadPagesIn(localeOfPath(args.location.pathname)).consultation;
  return seo(args, {
    title: content.title,
    description: content.description,
    keywords: content.keywords,
  });
};

/**
 * The plan the address carries (readPlan: codes, product, scheme, estimate,
 * and the older `shades`), worked out on the server; and, for ?pin=, the
 * visit times on offer there.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const { plan, legacyProduct } = planOfQuery(url.searchParams);
  const summary = consultationPlan(plan, locale, legacyProduct);
  const pin = postedPin(url.searchParams.get("pin"));
  return {
    session: await createFormSession("consultation"),
    plan,
    planView: summary.empty
      ? undefined
      : {
          shades: summary.shades,
          ...(summary.product ? { product: summary.product } : {}),
          ...(summary.estimate
            ? { total: summary.estimate.total, estimatePath: summary.estimate.path }
            : {}),
        },
    legacyProduct,
    offer: pin ? await visitOffer(db(), pin).catch(() => undefined) : undefined,
  };
}

/** A lead that cannot be stored now is a 503 whose Retry-After must reach the visitor. */
export const headers = retryAfterHeaders;

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  // "Show visit times" without JavaScript: the form comes back with the
  // times for its PIN and everything typed; nothing is checked or stored.
  const form = await request
    .clone()
    .formData()
    .catch(() => undefined);
  if (form?.get("intent") === OFFER_INTENT) {
    const session = await repostableFormSession("consultation", form.get(FORM_SESSION_FIELD));
    const answer: LeadActionData = {
      status: "offer",
      values: valuesFromFormData("consultation", form, formLocale(url)),
      ...(session ? { session } : {}),
    };
    return data(await withOffer(answer).catch(() => answer));
  }
  return handleLeadSubmission(request, "consultation", {
    prepare: (values, locale) => prepareConsultation(values, locale),
    alongside: bookWithLead,
    next: afterStoring(url.searchParams.get(IN_DIALOG_PARAM) === "dialog"),
    enrich: withOffer,
  });
}

export default function Consultation({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const content = leadPagesIn(useLocale()).consultation;
  return (
    <LeadFormPage content={content}>
      <ConsultationForm
        plan={loaderData.plan}
        kit={consultationPlanKit}
        planView={loaderData.planView}
        product={loaderData.legacyProduct}
        offer={loaderData.offer}
        session={(result?.status === "offer" && result.session) || loaderData.session}
        result={result}
      />
    </LeadFormPage>
  );
}
