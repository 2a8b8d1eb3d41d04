import { contributeToConsultation } from "~/leads/consultation/contributors";
import { planContribution } from "~/plan/consultation.server";

/**
 * Wires what the tools add to the consultation on the server (ADR 55,
 * app/leads/consultation/contributors.ts): the plan's reading and figures.
 * Each composition root calls it once at start: app/entry.server.tsx for the
 * pages, server/background-jobs.ts for the visitor messages, and Vitest's
 * setup (tests/consultation-contributors.ts).
 */
export function wireConsultation(): void {
  contributeToConsultation(planContribution);
}
