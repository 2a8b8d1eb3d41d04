import { nationalMobileDigits } from "~/lib/forms/fields";

/**
 * Who a person says they are: the mobile or the address they gave us their
 * data with. Written one way only (a mobile as its ten digits, as every lead
 * form stores it; an address in lower case), so the digest of what they type
 * today matches the digest of what they typed last month.
 */
export type Channel = "sms" | "email";

export interface Contact {
  channel: Channel;
  value: string;
}

const INDIAN_MOBILE = /^[6-9]\d{9}$/;
// Deliberately loose: the SMTP server is the judge of an address; this stops typing slips.
const ADDRESS = /^[^\s@<>()[\],;:"]{1,64}@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}$/;

/** The contact as we keep and compare it, or undefined when it is not a mobile or an address. */
export function contactOf(channel: Channel, typed: string): Contact | undefined {
  if (channel === "sms") {
    const digits = nationalMobileDigits(typed.trim());
    return INDIAN_MOBILE.test(digits) ? { channel, value: digits } : undefined;
  }
  const address = typed.trim().toLowerCase();
  return address.length <= 254 && ADDRESS.test(address) ? { channel, value: address } : undefined;
}

export function isChannel(value: unknown): value is Channel {
  return value === "sms" || value === "email";
}

/** "98••••••10" or "a•••@example.com": enough for the person to see where the code went. */
export function maskedContact(contact: Contact): string {
  if (contact.channel === "sms")
    return `${contact.value.slice(0, 2)}${"•".repeat(6)}${contact.value.slice(-2)}`;
  const [local = "", domain = ""] = contact.value.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
}
