import { data } from "react-router";
import { getDatabase } from "~/db/client.server";
import { isDatabaseBusy } from "~/lib/database-busy";
import { FILE_CONTENT_SECURITY_POLICY } from "~/lib/security.server";
import { visitOffer } from "../booking/store.server";
import { postedPin } from "../booking/consultation-visit.server";
import type { Route } from "./+types/forms.consultation.slots";
import { logFor } from "~/lib/log/logger.server";

/**
 * /forms/consultation/slots?pin=560034: the visit times free for a PIN code
 * over the next 14 days, as JSON (VisitOffer), for the consultation form
 * with JavaScript. Never stored anywhere: a slot booked a moment ago must
 * not be offered from a copy. A PIN of the wrong shape is a 400.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const pin = postedPin(new URL(request.url).searchParams.get("pin"));
  const headers = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "X-Robots-Tag": "noindex",
    "Content-Security-Policy": FILE_CONTENT_SECURITY_POLICY,
  };
  if (!pin) return data({ error: "pin: six digits, the first 1-9" }, { status: 400, headers });
  try {
    return data(await visitOffer(getDatabase().db, pin), { headers });
  } catch (error) {
    if (!isDatabaseBusy(error))
      logFor("visits").error({ err: error }, "could not read the visit times");
    return data(
      { error: "the visit times cannot be read just now" },
      { status: 503, headers: { ...headers, "Retry-After": "5" } },
    );
  }
}

/** Only GET makes sense here. */
export function action() {
  throw data(null, { status: 405, headers: { Allow: "GET" } });
}
