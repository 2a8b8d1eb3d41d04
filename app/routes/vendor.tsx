import { useActionData } from "react-router";
import { LeadForm } from "~/components/forms/LeadForm";
import { LeadFormPage } from "~/components/forms/LeadFormPage";
import { leadPages } from "~/content/lead-pages";
import { createFormSession } from "~/lib/form-session.server";
import { handleLeadSubmission } from "~/lib/lead-submission.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/vendor";

const content = leadPages.vendor;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: content.title,
    description: content.description,
    keywords: content.keywords,
  });

// Each rendering carries its own form session, so this page is never cached.
export async function loader() {
  return { session: await createFormSession("vendor") };
}

export function action({ request }: Route.ActionArgs) {
  return handleLeadSubmission(request, "vendor");
}

export default function VendorApplication({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <LeadFormPage content={content}>
      <LeadForm form="vendor" action="/vendor" session={loaderData.session} result={result} />
    </LeadFormPage>
  );
}
