import { useActionData } from "react-router";
import { LeadForm } from "~/leads/LeadForm";
import { LeadFormPage } from "~/leads/LeadFormPage";
import { leadPages } from "~/leads/lead-pages";
import { createFormSession } from "~/leads/form-session.server";
import { handleLeadSubmission } from "~/leads/submission.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/dealer";

const content = leadPages.dealer;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: content.title,
    description: content.description,
    keywords: content.keywords,
  });

// Each rendering carries its own form session, so this page is never cached.
export async function loader() {
  return { session: await createFormSession("dealer") };
}

export function action({ request }: Route.ActionArgs) {
  return handleLeadSubmission(request, "dealer");
}

export default function DealerApplication({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <LeadFormPage content={content}>
      <LeadForm form="dealer" action="/dealer" session={loaderData.session} result={result} />
    </LeadFormPage>
  );
}
