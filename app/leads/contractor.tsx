import { useActionData } from "react-router";
import { LeadForm } from "~/leads/LeadForm";
import { LeadFormPage } from "~/leads/LeadFormPage";
import { leadPages } from "~/leads/lead-pages";
import { createFormSession } from "~/leads/form-session.server";
import { handleLeadSubmission } from "~/leads/submission.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/contractor";

const content = leadPages.contractor;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: content.title,
    description: content.description,
    keywords: content.keywords,
  });

/**
 * Two variants of the applicator form (spec section 5): the full opening form,
 * and a quick registration where only date of birth, mobile and TIN are
 * required. `?variant=short` picks the second; both are plain links, so they
 * work without JavaScript.
 */
function variantOf(request: Request): "contractor" | "contractor-short" {
  return new URL(request.url).searchParams.get("variant") === "short"
    ? "contractor-short"
    : "contractor";
}

export async function loader({ request }: Route.LoaderArgs) {
  const form = variantOf(request);
  return { form, session: await createFormSession(form) };
}

export function action({ request }: Route.ActionArgs) {
  return handleLeadSubmission(request, variantOf(request));
}

export default function ContractorApplication({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { form, session } = loaderData;
  const tabs = (
    <nav className="lead-variant-tabs" aria-label="Choose a form">
      <a href="/contractor" aria-current={form === "contractor" ? "page" : undefined}>
        Full opening form
      </a>
      <a
        href="/contractor?variant=short"
        aria-current={form === "contractor-short" ? "page" : undefined}
      >
        Quick registration
      </a>
    </nav>
  );
  return (
    <LeadFormPage content={content} beforeForm={tabs}>
      <p className="lead-variant-note">
        {form === "contractor"
          ? "The full opening form: fill it in once and your depot can open your applicator account straight away."
          : "In a hurry? Give us your date of birth, mobile and TIN; the rest can follow when our sales officer calls."}
      </p>
      <LeadForm
        key={form}
        form={form}
        action={form === "contractor" ? "/contractor" : "/contractor?variant=short"}
        session={session}
        result={result}
      />
    </LeadFormPage>
  );
}
