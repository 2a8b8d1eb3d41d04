import { wireConsultation } from "~/shell/consultation.server";

/**
 * What the composition roots wire at start (app/entry.server.tsx,
 * server/background-jobs.ts), wired for every test file too: a lead's
 * consultation reads its plan through the plan's contribution (ADR 55).
 */
wireConsultation();
