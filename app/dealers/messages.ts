/**
 * Text the dealer locator shows visitors, in one place so it can move into
 * the message catalogue when the Hindi site comes.
 */
export const messages = {
  /** Fallback only: the PIN rule in lib/validation/fields.ts carries its own message. */
  pinMalformed: "Enter the 6-digit PIN code, for example 226001",
  pinUnknown: (pin: string) =>
    `We could not find PIN code ${pin}. Check the number, or search by state and city instead.`,
} as const;
