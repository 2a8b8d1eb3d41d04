import { z } from "zod";

/** One mailbox as a sender is written: an address, or a display name and an address. */
export interface Mailbox {
  name?: string;
  address: string;
}

const address = z.email();
// The display name may hold any script (nodemailer encodes it), but no line break or angle
// bracket, which would let it smuggle a second header or a second address.
const NAME_AND_ADDRESS = /^([^<>\r\n]*?)\s*<([^<>\s]+)>$/;

/** Reads "Name <address>" or "address"; undefined when it is neither. */
export function parseMailbox(value: string): Mailbox | undefined {
  const text = value.trim();
  const named = NAME_AND_ADDRESS.exec(text);
  const name = named?.[1]?.trim().replace(/^"(.*)"$/, "$1");
  const addr = named ? (named[2] ?? "") : text;
  if (!address.safeParse(addr).success) return undefined;
  return name ? { name, address: addr } : { address: addr };
}

export function isMailbox(value: string): boolean {
  return parseMailbox(value) !== undefined;
}
