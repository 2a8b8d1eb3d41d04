import { useActionData } from "react-router";
import { ConsultationForm } from "~/leads/ConsultationForm";
import { LeadFormPage } from "~/leads/LeadFormPage";
import { leadPagesIn } from "~/leads/content";
import { createFormSession } from "~/leads/form-session.server";
import { handleLeadSubmission } from "~/leads/submission.server";
import { localeOfPath } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { seo } from "~/lib/seo";
import { SHORT_TEXT_MAX, cleanText } from "~/lib/forms/fields";
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
  const product = cleanText(new URL(request.url).searchParams.get("product") ?? "").slice(
    0,
    SHORT_TEXT_MAX,
  );
  return { session: await createFormSession("consultation"), product: product || undefined };
}

export function action({ request }: Route.ActionArgs) {
  return handleLeadSubmission(request, "consultation");
}

export default function Consultation({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const content = leadPagesIn(useLocale()).consultation;
  const product =
    loaderData.product ??
    (typeof result?.values.product === "string" ? result.values.product : undefined);
  return (
    <LeadFormPage content={content}>
      <ConsultationForm product={product} session={loaderData.session} result={result} />
    </LeadFormPage>
  );
}
