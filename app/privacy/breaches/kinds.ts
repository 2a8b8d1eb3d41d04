/**
 * The kinds of personal data a breach can reach, as the register records
 * them (ADR 65). Each drafts its own lines of the notice (what it may mean,
 * what the person can do) in the person's language. Client-safe.
 */
export const breachDataKinds = ["contact", "identity", "bank", "address", "dates"] as const;
export type BreachDataKind = (typeof breachDataKinds)[number];

/** As staff read them in the register's form. */
export const breachKindLabels: Record<BreachDataKind, string> = {
  contact: "Names, mobile numbers and email addresses",
  identity: "PAN, GSTIN or TIN",
  bank: "Bank and branch names",
  address: "Addresses and localities",
  dates: "Dates of birth and anniversaries",
};

export function isBreachDataKind(value: string): value is BreachDataKind {
  return (breachDataKinds as readonly string[]).includes(value);
}

export function parseKinds(stored: string): BreachDataKind[] {
  return stored.split(",").filter(isBreachDataKind);
}
