import { db } from "~/db/client.server";
import { isHttps, isSameOriginRequest, staffRelyingParty } from "~/staff/auth/auth.server";
import { readPendingToken } from "~/staff/auth/pending-sign-ins.server";
import { passkeySignInOptions } from "~/staff/auth/sign-in.server";
import type { Route } from "./+types/sign-in.passkey-options";

/**
 * The challenge for the passkey step of a sign-in, as JSON for the page's
 * script. Only for a pending sign-in (its cookie is SameSite=Strict) and only
 * from our own pages; the challenge is kept with that sign-in and taken back
 * when the answer comes.
 */
const refuse = (message: string, status = 403) =>
  Response.json({ message }, { status, headers: { "Cache-Control": "no-store" } });

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return refuse("This address only accepts form posts.", 405);
  if (!isSameOriginRequest(request)) return refuse("Requests from other websites are refused.");
  const token = readPendingToken(request, isHttps(request));
  const rp = staffRelyingParty();
  if (!token || !rp)
    return refuse("Your sign-in has expired. Enter your email and password again.");
  const options = await passkeySignInOptions(db(), rp, token);
  if (!options) return refuse("Your sign-in has expired. Enter your email and password again.");
  return Response.json(options, { headers: { "Cache-Control": "no-store" } });
}
