import { randomInt } from "node:crypto";

/**
 * A booked visit's reference: what the visitor quotes on the phone. Random,
 * not sequential (it says nothing of how many visits there are, and one
 * reference does not lead to the next), 8 characters of an alphabet without
 * look-alikes: no 0/O, 1/I/L or U/V.
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
export const REFERENCE_LENGTH = 8;

/** A random reference (not sequential: it says nothing of how many visits there are). */
export function newReference(): string {
  let reference = "";
  for (let i = 0; i < REFERENCE_LENGTH; i++)
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}

/** "7K4MQ2XP" → "7K4M-Q2XP", as printed and read out. */
export function formatReference(reference: string): string {
  return `${reference.slice(0, 4)}-${reference.slice(4)}`;
}

/** What a visitor types back ("7k4m q2xp", "7K4M-Q2XP") as stored, or undefined. */
export function parseReference(text: string): string | undefined {
  const compact = text.replace(/[\s-]/g, "").toUpperCase();
  const pattern = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);
  return pattern.test(compact) ? compact : undefined;
}
