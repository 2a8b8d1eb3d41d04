import type { FormSession } from "~/leads/form-session";
import type { LeadActionData } from "~/leads/lead-result";
import { LeadForm } from "./LeadForm";

/**
 * Let's Talk form on /contact. It posts to /forms/lets-talk, which owns the
 * action (and, without JavaScript, shows the form again with its errors).
 */
export function LetsTalkForm({
  session,
  result,
}: {
  session: FormSession;
  result?: LeadActionData;
}) {
  return (
    <LeadForm
      form="lets-talk"
      action="/forms/lets-talk"
      session={session}
      result={result}
      footnote="We reply within one working day. We never share your number."
    />
  );
}
