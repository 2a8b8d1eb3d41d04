import type { PlanScheme } from "~/plan/plan";

/** A plan as the consultation shows it (plan-summary.server.ts makes it). */
export interface PlanSummary {
  /** The shortlist's shades and the scheme's, each once, with their colour. */
  shades: Array<{ code: string; name: string; hex: string }>;
  /** The paint's name. */
  product?: string;
  /** Worked out on the server: the calculator's address, its result in a paragraph, the total as text. */
  estimate?: { path: string; summary: string; total: string };
  scheme?: PlanScheme;
  /** Nothing to show (no known shade, paint or estimate). */
  empty: boolean;
  /** This plan's "Book a visit" address, in the page's language. */
  href: string;
}
