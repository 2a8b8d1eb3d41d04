import { nationalMobileDigits } from "~/lib/forms/fields";

/**
 * Whose data (issue 44): a person is known by the mobile or the e-mail they
 * gave us, and proves it with a one-time code sent there
 * (/privacy/requests). Normalised as the stores keep them: a mobile as its
 * ten digits (issue 42), an e-mail lower-cased. Each identity reaches only
 * what was given with it: a mobile does not reach an alert subscription,
 * which has only an e-mail, nor an e-mail a lead given with just a mobile.
 */
export type SubjectIdentity = { kind: "mobile"; mobile: string } | { kind: "email"; email: string };

/** The identity as the stores compare it, or undefined when the text is no mobile or address. */
export function subjectIdentity(
  kind: "mobile" | "email",
  text: string,
): SubjectIdentity | undefined {
  if (kind === "mobile") {
    const mobile = nationalMobileDigits(text);
    return /^[6-9]\d{9}$/.test(mobile) ? { kind, mobile } : undefined;
  }
  const email = text.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(email) && email.length <= 254 ? { kind, email } : undefined;
}

/** The identity's one value: the ten digits or the address. */
export function identityValue(identity: SubjectIdentity): string {
  return identity.kind === "mobile" ? identity.mobile : identity.email;
}
