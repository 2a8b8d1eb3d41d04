import { useActionData } from "react-router";
import { ConsultationForm } from "~/components/forms/ConsultationForm";
import { LeadFormPage } from "~/components/forms/LeadFormPage";
import { leadPages } from "~/content/lead-pages";
import { createFormSession } from "~/lib/form-session.server";
import { handleLeadSubmission } from "~/lib/lead-submission.server";
import { seo } from "~/lib/seo";
import { SHORT_TEXT_MAX, cleanText } from "~/lib/validation/fields";
import type { Route } from "./+types/consultation";

const content = leadPages.consultation;

// The Book Free Consultant button opens a dialog; without JavaScript it is a
// link to this page, which holds the same form. The dialog posts here too.
export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: content.title,
    description: content.description,
    keywords: content.keywords,
  });

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
  const product =
    loaderData.product ??
    (typeof result?.values.product === "string" ? result.values.product : undefined);
  return (
    <LeadFormPage content={content}>
      <ConsultationForm product={product} session={loaderData.session} result={result} />
    </LeadFormPage>
  );
}
