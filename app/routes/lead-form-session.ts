import { data } from "react-router";
import { createFormSession } from "~/lib/form-session.server";
import { isLeadFormId } from "~/lib/validation/lead-forms";
import type { Route } from "./+types/lead-form-session";

/**
 * A fresh signed form session as JSON, for forms rendered without one (the
 * consultation dialog in the header, which every page carries and no loader
 * prepares). Never cached: each answer is a new submission key.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!isLeadFormId(params.form)) throw data(null, { status: 404 });
  return data(
    { session: createFormSession(params.form) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** Only GET makes sense here; say so plainly instead of logging a missing action. */
export function action() {
  throw data(null, { status: 405, headers: { Allow: "GET" } });
}
