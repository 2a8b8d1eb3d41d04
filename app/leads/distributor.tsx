import { useActionData } from "react-router";
import { LeadForm } from "~/leads/LeadForm";
import { LeadFormPage } from "~/leads/LeadFormPage";
import { leadPages } from "~/leads/lead-pages";
import { createFormSession } from "~/leads/form-session.server";
import { handleLeadSubmission } from "~/leads/submission.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/distributor";

const content = leadPages.distributor;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: content.title,
    description: content.description,
    keywords: content.keywords,
  });

// Each rendering carries its own form session, so this page is never cached.
export async function loader() {
  return { session: await createFormSession("distributor") };
}

export function action({ request }: Route.ActionArgs) {
  return handleLeadSubmission(request, "distributor");
}

export default function DistributorApplication({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <LeadFormPage content={content}>
      <LeadForm
        form="distributor"
        action="/distributor"
        session={loaderData.session}
        result={result}
      />
    </LeadFormPage>
  );
}
