/**
 * Contact details hidden from a text bound for the log: an error message
 * from outside (an SMTP refusal quotes the address it refused, a gateway
 * may echo the number, a database error its row) is not ours to trust.
 * Addresses, runs of six or more digits (mobiles, with spaces, dashes or
 * +91) and PANs become placeholders; the rest of the message stays useful.
 */
export function withoutContactDetails(text: string): string {
  return text
    .replace(/[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g, "[address]")
    .replace(/\+?\d[\d\s-]{4,}\d/g, "[number]")
    .replace(/\b[A-Z]{5}\d{4}[A-Z]\b/gi, "[pan]");
}
