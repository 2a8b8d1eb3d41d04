import type { DB } from "~/db/client.server";
import type { Contact } from "../identity/contact";
import type { RequestKind } from "./kinds";
import type { SubjectSummaryView } from "./types";

/**
 * What the site does itself for a copy, an erasure or a withdrawal: the
 * subject's data (app/privacy/subject/) and the consent store do the work;
 * this only calls them and says, in words that name nobody, what was done.
 * A kind it cannot carry out now is left to staff: its request stays
 * "received" on the grievance officer's queue.
 */
export type CarriedOut =
  { done: true; outcome: string; summary?: SubjectSummaryView } | { done: false };

export async function carryOut(
  _db: DB,
  _kind: RequestKind,
  _contact: Contact,
  _locale: string,
): Promise<CarriedOut> {
  return { done: false };
}
