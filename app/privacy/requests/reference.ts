/**
 * "7K4MQ2XP" → "7K4M-Q2XP", as printed and read out. A request's reference
 * is made like a booked visit's (leads/booking/reference.ts, on the server:
 * random, no look-alikes); this half runs in the browser too.
 */
export function formatReference(reference: string): string {
  return `${reference.slice(0, 4)}-${reference.slice(4)}`;
}
