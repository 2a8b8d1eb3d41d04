import { data, useActionData } from "react-router";
import { applicationFormSlugs } from "~/content/route-paths";
import { LeadForm } from "~/leads/forms/LeadForm";
import { LeadFormPage } from "~/leads/forms/LeadFormPage";
import { leadPagesIn } from "~/leads/forms/lead-pages-in";
import { createFormSession } from "~/leads/submit/form-session-signer.server";
import { handleLeadSubmission } from "~/leads/submit/submission.server";
import { localeOfPath, unprefixedPath } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { seo } from "~/ui/seo";
import { retryAfterHeaders } from "~/lib/cache";
import type { Route } from "./+types/$applicationForm";

/**
 * One template for the application forms that differ only in the form
 * (/dealer, /distributor, /vendor), registered once per path and language
 * (/hi/dealer): the path's slug is the form's id.
 */
type ApplicationForm = (typeof applicationFormSlugs)[number];

function formAt(pathname: string): ApplicationForm {
  const path = unprefixedPath(pathname);
  const form = applicationFormSlugs.find((slug) => `/${slug}` === path);
  if (!form) throw data(null, { status: 404 });
  return form;
}

export const meta: Route.MetaFunction = (args) => {
  const content = leadPagesIn(localeOfPath(args.location.pathname))[formAt(args.location.pathname)];
  return seo(args, {
    title: content.title,
    description: content.description,
    keywords: content.keywords,
  });
};

// Each rendering carries its own form session, so this page is never cached.
export async function loader({ request }: Route.LoaderArgs) {
  const form = formAt(new URL(request.url).pathname);
  return { form, session: await createFormSession(form) };
}

/** A lead that cannot be stored now is a 503 whose Retry-After must reach the visitor. */
export const headers = retryAfterHeaders;

export function action({ request }: Route.ActionArgs) {
  return handleLeadSubmission(request, formAt(new URL(request.url).pathname));
}

export default function Application({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { form, session } = loaderData;
  const locale = useLocale();
  return (
    <LeadFormPage content={leadPagesIn(locale)[form]}>
      <LeadForm form={form} action={`/${form}`} session={session} result={result} />
    </LeadFormPage>
  );
}
