import { db } from "~/db/client.server";
import { findAccount } from "~/staff/accounts/accounts.server";
import { requireStaffAction, staffRelyingParty } from "~/staff/auth/auth.server";
import { passkeyProofOptions, passkeyRegistrationOptions } from "~/staff/auth/passkeys.server";
import type { Route } from "./+types/account.passkey-options";

/**
 * Options for a passkey ceremony while signed in, as JSON for the page's
 * script: "register" to make a new passkey (also during the first setup of a
 * second factor), "confirm" to prove it is you with one you have. The
 * challenge is kept for this session and taken back by the form's action.
 */
export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, null, { partOfFactorSetup: true });
  const rp = staffRelyingParty();
  const noStore = { "Cache-Control": "no-store" };
  if (!rp)
    return Response.json(
      { message: "Passkeys cannot be used at this address; use your authenticator app." },
      { status: 400, headers: noStore },
    );
  const purpose = form.get("purpose");
  if (purpose === "register") {
    const account = await findAccount(db(), staff.user.id);
    if (!account) return Response.json({ message: "There is no such account." }, { status: 404 });
    const options = await passkeyRegistrationOptions(db(), rp, account, staff.sessionId);
    return Response.json(options, { headers: noStore });
  }
  if (purpose === "confirm") {
    const options = await passkeyProofOptions(db(), rp, staff.user.id, staff.sessionId);
    return Response.json(options, { headers: noStore });
  }
  return Response.json({ message: "Unknown passkey request." }, { status: 400, headers: noStore });
}
