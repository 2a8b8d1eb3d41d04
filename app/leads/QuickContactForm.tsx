import type { FormSession } from "~/leads/form-session";
import type { LeadActionData } from "~/leads/lead-result";
import { leadMessages } from "~/leads/messages";
import type { Locale } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { LeadForm } from "./LeadForm";

/**
 * Quick Contact form on the home page. It posts to /forms/quick-contact (with
 * ?lang=hi from the Hindi home page), which owns the action (and, without
 * JavaScript, shows the form again with its errors), so the home page needs
 * no action of its own.
 */
export function QuickContactForm({
  session,
  result,
  locale: givenLocale,
}: {
  session: FormSession;
  result?: LeadActionData;
  /** See LeadForm. */
  locale?: Locale;
}) {
  const pageLocale = useLocale();
  const locale = givenLocale ?? pageLocale;
  return (
    <LeadForm
      form="quick-contact"
      action="/forms/quick-contact"
      session={session}
      result={result}
      locale={locale}
      footnote={leadMessages.in(locale)("form.replyFootnote")}
    />
  );
}
