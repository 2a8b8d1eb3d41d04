import { useActionData } from "react-router";
import { ConsultationForm } from "~/leads/ConsultationForm";
import { LeadFormPage } from "~/leads/LeadFormPage";
import { leadPagesIn } from "~/leads/content";
import { createFormSession } from "~/leads/form-session.server";
import { handleLeadSubmission } from "~/leads/submission.server";
import { localeOfPath } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { seo } from "~/lib/seo";
import { retryAfterHeaders } from "~/lib/cache";
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, cleanText } from "~/lib/forms/fields";
import type { LeadData } from "~/leads/lead-forms";
import { estimateForLead } from "~/paint-budget/lead-estimate";
import { shortlistData } from "~/shades/explorer/explorer.server";
import { parseShortlist } from "~/shades/explorer/shortlist";
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
  const params = url.searchParams;
  const product = cleanText(params.get("product") ?? "").slice(0, SHORT_TEXT_MAX);
  // A shade shortlist (?shades=KP-0513,…): only codes that name a shade are kept.
  const shades = shortlistData(parseShortlist(params.getAll("shades"))).shades.map((s) => ({
    code: s.code,
    name: s.name,
  }));
  const estimate = estimateForLead(
    (params.get("estimate") ?? "").slice(0, LONG_TEXT_MAX),
    localeOfPath(url.pathname),
  );
  return {
    session: await createFormSession("consultation"),
    product: product || undefined,
    shades,
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

/** A lead that cannot be stored now is a 503 whose Retry-After must reach the visitor. */
export const headers = retryAfterHeaders;

export function action({ request }: Route.ActionArgs) {
  return handleLeadSubmission(request, "consultation", { complete: withEstimate });
}

export default function Consultation({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const content = leadPagesIn(useLocale()).consultation;
  const product =
    loaderData.product ??
    (typeof result?.values.product === "string" ? result.values.product : undefined);
  // After a refused no-JavaScript post the address has no list; the posted codes do.
  const shades =
    loaderData.shades.length > 0
      ? loaderData.shades
      : parseShortlist(typeof result?.values.shades === "string" ? result.values.shades : "").map(
          (code) => ({ code }),
        );
  const sentEstimate =
    typeof result?.values.estimate === "string" ? result.values.estimate : undefined;
  const estimate = loaderData.estimate ?? (sentEstimate ? { path: sentEstimate } : undefined);
  return (
    <LeadFormPage content={content}>
      <ConsultationForm
        product={product}
        shades={shades}
        estimate={estimate}
        session={loaderData.session}
        result={result}
      />
    </LeadFormPage>
  );
}
