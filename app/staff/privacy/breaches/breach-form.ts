/**
 * The breach register's form (ADR 65): its fields, what each is called, and
 * the values a refused form shows again. Client-safe: the form and the
 * server's check share it.
 */
export const BREACH_TEXT_FIELDS = [
  "title",
  "foundAt",
  "occurredAt",
  "whatHappenedEn",
  "whatHappenedHi",
  "stepsTakenEn",
  "stepsTakenHi",
] as const;

/** Only when recording: whose data, chosen by the leads' form and dates or by their numbers. */
export const BREACH_SELECTION_FIELDS = ["selectBy", "form", "from", "to", "leadIds"] as const;

export type BreachFormField =
  (typeof BREACH_TEXT_FIELDS)[number] | (typeof BREACH_SELECTION_FIELDS)[number] | "kinds";

export type BreachFormValues = Partial<Record<Exclude<BreachFormField, "kinds">, string>> & {
  kinds?: string[];
};

export const BREACH_LABELS: Record<BreachFormField, string> = {
  title: "Short name",
  foundAt: "When it was found (India time)",
  occurredAt: "When it happened, if known (India time)",
  whatHappenedEn: "What happened (English)",
  whatHappenedHi: "What happened (Hindi)",
  stepsTakenEn: "Steps taken (English)",
  stepsTakenHi: "Steps taken (Hindi)",
  kinds: "Which personal data it reached",
  selectBy: "Choose the affected people",
  form: "Leads from the form",
  from: "Sent from",
  to: "Sent to",
  leadIds: "Lead numbers",
};
