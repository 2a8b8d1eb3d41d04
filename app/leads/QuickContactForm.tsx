import type { FormSession } from "~/leads/form-session";
import type { LeadActionData } from "~/leads/lead-result";
import { LeadForm } from "./LeadForm";

/**
 * Quick Contact form on the home page. It posts to /forms/quick-contact, which
 * owns the action (and, without JavaScript, shows the form again with its
 * errors), so the home page needs no action of its own.
 */
export function QuickContactForm({
  session,
  result,
}: {
  session: FormSession;
  result?: LeadActionData;
}) {
  return (
    <LeadForm
      form="quick-contact"
      action="/forms/quick-contact"
      session={session}
      result={result}
      footnote="We reply within one working day. We never share your number."
    />
  );
}
