/**
 * What a person may ask for on /privacy/requests (Act s. 11-14): the site
 * carries out a copy, an erasure and a withdrawal itself, at once; staff
 * answer the others from the grievance officer's queue (/staff/privacy).
 */
export const requestKinds = [
  "copy",
  "correct",
  "erase",
  "withdraw",
  "nominate",
  "grievance",
] as const;
export type RequestKind = (typeof requestKinds)[number];

/** Done by the site when asked, and recorded as completed (or left for staff when it fails). */
export const immediateKinds: readonly RequestKind[] = ["copy", "erase", "withdraw"];

/** Kinds whose form asks for words: the correction, the nominee, the grievance. */
export const kindsNeedingDetails: readonly RequestKind[] = ["correct", "nominate", "grievance"];

export const requestStates = ["received", "in-progress", "completed", "declined"] as const;
export type RequestState = (typeof requestStates)[number];

/** States a request stays on the queue in. */
export const openStates: readonly RequestState[] = ["received", "in-progress"];

export function isRequestKind(value: unknown): value is RequestKind {
  return (requestKinds as readonly unknown[]).includes(value);
}

export function isRequestState(value: unknown): value is RequestState {
  return (requestStates as readonly unknown[]).includes(value);
}

/** The longest a person waits for an answer (Rule 14(3) asks for a set period; we set 90 days). */
export const ANSWER_DAYS = 90;

/** The longest request text kept. */
export const DETAILS_MAX = 2_000;
export const REPLY_MAX = 4_000;
