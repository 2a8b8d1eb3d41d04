import { useActionData } from "react-router";
import { ConsultationForm } from "~/leads/ConsultationForm";
import { LeadFormPage } from "~/leads/LeadFormPage";
import { leadPagesIn } from "~/leads/content";
import { createFormSession } from "~/leads/form-session.server";
import { handleLeadSubmission } from "~/leads/submission.server";
import { localeOfPath } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { seo } from "~/lib/seo";
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, cleanText } from "~/lib/forms/fields";
import type { LeadData } from "~/leads/lead-forms";
import { estimateForLead } from "~/paint-budget/lead-estimate";
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

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const product = cleanText(url.searchParams.get("product") ?? "").slice(0, SHORT_TEXT_MAX);
  const estimate = estimateForLead(
    (url.searchParams.get("estimate") ?? "").slice(0, LONG_TEXT_MAX),
    localeOfPath(url.pathname),
  );
  return {
    session: await createFormSession("consultation"),
    product: product || undefined,
    estimate,
  };
}

/**
 * The estimate a request carries is stored as the calculator's address and
 * the result worked out again here, never as the browser sent it.
 */
function withEstimate(data: LeadData): LeadData {
  const { estimate, estimateSummary: _sent, ...rest } = data;
  const found = typeof estimate === "string" ? estimateForLead(estimate) : undefined;
  return found ? { ...rest, estimate: found.path, estimateSummary: found.summary } : rest;
}

export function action({ request }: Route.ActionArgs) {
  return handleLeadSubmission(request, "consultation", { complete: withEstimate });
}

export default function Consultation({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const content = leadPagesIn(useLocale()).consultation;
  const product =
    loaderData.product ??
    (typeof result?.values.product === "string" ? result.values.product : undefined);
  const sentEstimate =
    typeof result?.values.estimate === "string" ? result.values.estimate : undefined;
  const estimate = loaderData.estimate ?? (sentEstimate ? { path: sentEstimate } : undefined);
  return (
    <LeadFormPage content={content}>
      <ConsultationForm
        product={product}
        estimate={estimate}
        session={loaderData.session}
        result={result}
      />
    </LeadFormPage>
  );
}
