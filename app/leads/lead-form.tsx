import { data, redirect, useActionData } from "react-router";
import { LeadFormPage } from "~/leads/LeadFormPage";
import { LetsTalkForm } from "~/leads/LetsTalkForm";
import { QuickContactForm } from "~/leads/QuickContactForm";
import { leadPages } from "~/leads/lead-pages";
import { createFormSession } from "~/leads/form-session.server";
import { handleLeadSubmission } from "~/leads/submission.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/lead-form";

/**
 * /forms/quick-contact and /forms/lets-talk: the actions of the two enquiry
 * forms that live inside other pages (home, contact), so those pages need no
 * action. Opened directly, or after a no-JavaScript post with errors, the page
 * shows the form on its own.
 */
const embedded = ["quick-contact", "lets-talk"] as const;
type EmbeddedForm = (typeof embedded)[number];

/** Forms that have their own page: a post or visit here goes there. */
const ownPages: Record<string, string> = {
  consultation: "/consultation",
  dealer: "/dealer",
  distributor: "/distributor",
  contractor: "/contractor",
  "contractor-short": "/contractor?variant=short",
  vendor: "/vendor",
};

function formOf(params: { form?: string }): EmbeddedForm | undefined {
  return embedded.find((f) => f === params.form);
}

export const meta: Route.MetaFunction = (args) => {
  const form = formOf(args.params) ?? "quick-contact";
  const content = leadPages[form];
  return seo(args, {
    title: content.title,
    description: content.description,
    keywords: content.keywords,
    noindex: true,
  });
};

export async function loader({ params }: Route.LoaderArgs) {
  const form = formOf(params);
  if (!form) {
    const page = params.form ? ownPages[params.form] : undefined;
    if (page) throw redirect(page);
    throw data(null, { status: 404 });
  }
  return { form, session: await createFormSession(form) };
}

export function action({ request, params }: Route.ActionArgs) {
  const form = formOf(params);
  // A 307 keeps the POST, so an old link to /forms/dealer still submits the dealer form.
  if (!form) {
    const page = params.form ? ownPages[params.form] : undefined;
    if (page) throw redirect(page, 307);
    throw data(null, { status: 404 });
  }
  return handleLeadSubmission(request, form);
}

export default function EmbeddedLeadForm({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { form, session } = loaderData;
  return (
    <LeadFormPage content={leadPages[form]}>
      {form === "quick-contact" ? (
        <QuickContactForm session={session} result={result} />
      ) : (
        <LetsTalkForm session={session} result={result} />
      )}
    </LeadFormPage>
  );
}
