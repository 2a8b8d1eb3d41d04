import type { FormSession } from "~/leads/submit/form-session-token";
import type { LeadActionData } from "~/leads/forms/lead-result";
import { leadMessages, type LeadMessageKey } from "~/leads/messages";
import type { Locale } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { LeadForm } from "./LeadForm";

export interface EmbeddedLeadFormProps {
  session: FormSession;
  result?: LeadActionData;
  /** See LeadForm. */
  locale?: Locale;
}

/**
 * A lead form that lives inside another page (home, contact, the
 * accessibility statement). It posts to /forms/<form> (with ?lang=hi from a
 * Hindi page), which owns the action and, without JavaScript, shows the form
 * again with its errors (routes/forms.$form.tsx), so the page around it needs no
 * action of its own.
 */
export function EmbeddedLeadForm({
  form,
  footnote,
  session,
  result,
  locale: givenLocale,
}: EmbeddedLeadFormProps & {
  form: "quick-contact" | "lets-talk" | "barrier-report";
  footnote: LeadMessageKey;
}) {
  const pageLocale = useLocale();
  const locale = givenLocale ?? pageLocale;
  return (
    <LeadForm
      form={form}
      action={`/forms/${form}`}
      session={session}
      result={result}
      locale={locale}
      footnote={leadMessages.in(locale)(footnote)}
    />
  );
}
