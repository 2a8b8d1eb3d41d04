import { useActionData } from "react-router";
import { LeadForm } from "~/leads/forms/LeadForm";
import { LeadFormPage } from "~/leads/forms/LeadFormPage";
import { leadPagesIn } from "~/leads/forms/lead-pages-in";
import { leadMessages } from "~/leads/messages";
import { createFormSession } from "~/leads/submit/form-session-signer.server";
import { handleLeadSubmission } from "~/leads/submit/submission.server";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { seo } from "~/ui/seo";
import { retryAfterHeaders } from "~/lib/cache";
import type { Route } from "./+types/contractor";

export const meta: Route.MetaFunction = (args) => {
  const content = leadPagesIn(localeOfPath(args.location.pathname)).contractor;
  return seo(args, {
    title: content.title,
    description: content.description,
    keywords: content.keywords,
  });
};

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

/** A lead that cannot be stored now is a 503 whose Retry-After must reach the visitor. */
export const headers = retryAfterHeaders;

export function action({ request }: Route.ActionArgs) {
  return handleLeadSubmission(request, variantOf(request));
}

export default function ContractorApplication({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { form, session } = loaderData;
  const locale = useLocale();
  const t = leadMessages.in(locale);
  const full = "/contractor";
  const short = "/contractor?variant=short";
  const tabs = (
    <nav className="lead-variant-tabs" aria-label={t("contractor.tabs")}>
      <a
        href={localizeHref(full, locale)}
        aria-current={form === "contractor" ? "page" : undefined}
      >
        {t("contractor.full")}
      </a>
      <a
        href={localizeHref(short, locale)}
        aria-current={form === "contractor-short" ? "page" : undefined}
      >
        {t("contractor.short")}
      </a>
    </nav>
  );
  return (
    <LeadFormPage content={leadPagesIn(locale).contractor} beforeForm={tabs}>
      <p className="lead-variant-note">
        {form === "contractor" ? t("contractor.fullNote") : t("contractor.shortNote")}
      </p>
      <LeadForm
        key={form}
        form={form}
        action={form === "contractor" ? full : short}
        session={session}
        result={result}
      />
    </LeadFormPage>
  );
}
