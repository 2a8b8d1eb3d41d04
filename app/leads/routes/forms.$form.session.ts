import { data } from "react-router";
import { getEnv } from "~/lib/env.server";
import { createFormSession } from "~/leads/submit/form-session-signer.server";
import { isLeadFormId } from "~/leads/forms/lead-forms";
import type { FormSessionReply } from "~/leads/forms/lead-result";
import type { Route } from "./+types/forms.$form.session";

/**
 * A fresh signed form session as JSON, for forms rendered without one (the
 * consultation dialog in the header, which every page carries and no loader
 * prepares). The minimum fill time comes with it, so the dialog can hold a
 * very quick submission until it would not look like a bot's. Never cached:
 * each answer is a new submission key.
 */
export async function loader({ params }: Route.LoaderArgs) {
  if (!isLeadFormId(params.form)) throw data(null, { status: 404 });
  const reply: FormSessionReply = {
    session: await createFormSession(params.form),
    minFillSeconds: getEnv().LEADS_MIN_FILL_SECONDS,
  };
  return data(reply, { headers: { "Cache-Control": "no-store" } });
}

/** Only GET makes sense here; say so plainly instead of logging a missing action. */
export function action() {
  throw data(null, { status: 405, headers: { Allow: "GET" } });
}
