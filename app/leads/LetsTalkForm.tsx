import type { FormSession } from "~/leads/form-session";
import type { LeadActionData } from "~/leads/lead-result";
import { leadMessages } from "~/leads/messages";
import type { Locale } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { LeadForm } from "./LeadForm";

/**
 * Let's Talk form on /contact. It posts to /forms/lets-talk (with ?lang=hi
 * from /hi/contact), which owns the action (and, without JavaScript, shows the
 * form again with its errors).
 */
export function LetsTalkForm({
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
      form="lets-talk"
      action="/forms/lets-talk"
      session={session}
      result={result}
      locale={locale}
      footnote={leadMessages.in(locale)("form.replyFootnote")}
    />
  );
}
