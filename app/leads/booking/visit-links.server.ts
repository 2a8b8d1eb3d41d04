import { createHmac, timingSafeEqual } from "node:crypto";
import { loadFormSessionSecret } from "~/leads/submit/form-session-signer.server";

/**
 * The confirmation page and the .ics file of a booked visit are reached by
 * links that carry a signature of the reference (HMAC with the form-session
 * secret): a reference alone, read out on a call or guessed, does not show
 * where and when someone will be at home. The visitor gets the signed links
 * when they book; nothing else hands them out.
 */
const PURPOSE = "visit-confirmation";

export async function visitToken(reference: string): Promise<string> {
  const secret = await loadFormSessionSecret();
  return createHmac("sha256", secret)
    .update(`${PURPOSE}|${reference}`)
    .digest("base64url")
    .slice(0, 22);
}

export async function isVisitToken(reference: string, token: unknown): Promise<boolean> {
  if (typeof token !== "string" || token.length !== 22) return false;
  const expected = Buffer.from(await visitToken(reference));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const CONFIRMATION_PATH = "/consultation/booked";
export const VISIT_FILES_PATH = "/forms/consultation/visits";
