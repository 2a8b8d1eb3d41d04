/**
 * What an address means for the limits on mail nobody asked for (issue 41).
 * Many addresses reach one mailbox: a "+tag" after the local part is
 * sub-addressing (RFC 5233) at Gmail, Outlook, Fastmail, iCloud, Proton and
 * most hosted mail, and Gmail ignores dots in the local part and takes
 * googlemail.com for gmail.com. The throttle counts mailboxes, so a script
 * cannot send one person a confirmation per tag; the address stored and
 * mailed stays the one typed (its tag may sort the person's mail).
 */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/** RFC 5321 4.5.3.1: 64 octets before the @, and a 256-octet path less its angle brackets. */
export const MAX_LOCAL_PART = 64;
export const MAX_ADDRESS = 254;

export interface Mailbox {
  /** One text for every form of the mailbox: the throttle's key. */
  key: string;
  /** The domain whose mail servers receive it: the per-domain limit's key. */
  domain: string;
}

function split(address: string): { local: string; domain: string } {
  const at = address.lastIndexOf("@");
  return at < 0
    ? { local: address, domain: "" }
    : { local: address.slice(0, at), domain: address.slice(at + 1) };
}

export function mailboxOf(address: string): Mailbox {
  const parts = split(address.trim().toLowerCase());
  const gmail = GMAIL_DOMAINS.has(parts.domain);
  const domain = gmail ? "gmail.com" : parts.domain;
  // Everything from the first "+" is a tag; "+only@…" has an empty mailbox name, which is fine for a key.
  let local = parts.local.split("+")[0] ?? "";
  if (gmail) local = local.replaceAll(".", "");
  return { key: `${local}@${domain}`, domain };
}

/** Lengths of an address as mail counts them (octets; the form takes ASCII addresses only). */
const octets = (text: string) => new TextEncoder().encode(text).length;

export function addressLengths(address: string): { local: number; total: number } {
  return { local: octets(split(address).local), total: octets(address) };
}

export function isTooLongForMail(address: string): boolean {
  const { local, total } = addressLengths(address);
  return local > MAX_LOCAL_PART || total > MAX_ADDRESS;
}
