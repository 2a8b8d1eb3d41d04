import { data, redirect, useActionData } from "react-router";
import { LeadFormPage } from "~/leads/forms/LeadFormPage";
import { BarrierReportForm } from "~/leads/forms/BarrierReportForm";
import { LetsTalkForm } from "~/leads/forms/LetsTalkForm";
import { QuickContactForm } from "~/leads/forms/QuickContactForm";
import { leadPagesIn } from "~/leads/forms/lead-pages-in";
import { formLocale } from "~/leads/forms/form-locale";
import { createFormSession } from "~/leads/submit/form-session-signer.server";
import { handleLeadSubmission } from "~/leads/submit/submission.server";
import { localizeHref } from "~/lib/i18n/locales";
import { seo } from "~/ui/seo";
import { retryAfterHeaders } from "~/lib/cache";
import type { Route } from "./+types/forms.$form";

/**
 * /forms/quick-contact, /forms/lets-talk and /forms/barrier-report: the
 * actions of the forms that live inside other pages (home, contact, the
 * accessibility statement), so those pages need no action. Opened directly, or after a no-JavaScript post with errors, the page
 * shows the form on its own, in the language of the page that posted it
 * (?lang=hi, form-locale.ts): the whole page, its frame, title and
 * `<html lang>` included, since the shell reads the same address (useLocale).
 */
const embedded = ["quick-contact", "lets-talk", "barrier-report"] as const;
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

function ownPage(params: { form?: string }, url: URL): string | undefined {
  const page = params.form ? ownPages[params.form] : undefined;
  return page ? localizeHref(page, formLocale(url)) : undefined;
}

export const meta: Route.MetaFunction = (args) => {
  const form = formOf(args.params) ?? "quick-contact";
  const content = leadPagesIn(formLocale(args.location))[form];
  return seo(args, {
    title: content.title,
    description: content.description,
    keywords: content.keywords,
    noindex: true,
  });
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const form = formOf(params);
  if (!form) {
    const page = ownPage(params, url);
    if (page) throw redirect(page);
    throw data(null, { status: 404 });
  }
  return { form, session: await createFormSession(form), locale: formLocale(url) };
}

/** A lead that cannot be stored now is a 503 whose Retry-After must reach the visitor. */
export const headers = retryAfterHeaders;

export function action({ request, params }: Route.ActionArgs) {
  const form = formOf(params);
  // A 307 keeps the POST, so an old link to /forms/dealer still submits the dealer form.
  if (!form) {
    const page = ownPage(params, new URL(request.url));
    if (page) throw redirect(page, 307);
    throw data(null, { status: 404 });
  }
  return handleLeadSubmission(request, form);
}

export default function EmbeddedLeadForm({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { form, session, locale } = loaderData;
  return (
    <LeadFormPage content={leadPagesIn(locale)[form]} locale={locale}>
      {form === "quick-contact" ? (
        <QuickContactForm session={session} result={result} locale={locale} />
      ) : form === "lets-talk" ? (
        <LetsTalkForm session={session} result={result} locale={locale} />
      ) : (
        <BarrierReportForm session={session} result={result} locale={locale} />
      )}
    </LeadFormPage>
  );
}
