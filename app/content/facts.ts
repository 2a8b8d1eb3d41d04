// Relative: routes.ts loads site.ts, and with it this file, without the ~ alias.
import { formatDate, formatNumber } from "../lib/i18n/format";

/**
 * Facts about the (fictional) company that more than one page states, each
 * written once (issue 26). The about page, the directors' biographies, the
 * offices, the investor pages, the footer, and the sample documents and news
 * in the database take their words from here, in English and in Hindi, so two
 * pages cannot disagree: tests/e2e/facts.spec.ts reads the rendered pages and
 * fails when they do. Change a fact here, never in the sentences that state it.
 */

/** The company's shares on BSE and NSE. */
export const listing = {
  /** The first day of trading, as the exchanges' trading approval gives it (ISO date). */
  tradingCommenced: "2021-04-21",
} as const;

/** The year the shares were listed (and of the initial public offering). */
export const listingYear = yearOf(listing.tradingCommenced);

/**
 * The dealer and distributor network by the month (or year) it reached each
 * size, oldest first. The last one is today's network.
 */
export const dealerMilestones = [
  { reached: "2018", dealers: 2000 },
  { reached: "2025-07", dealers: 4000 },
] as const satisfies ReadonlyArray<{ reached: string; dealers: number }>;

export type DealerMilestone = (typeof dealerMilestones)[number];

/** Today's network: the latest milestone. */
export const dealerNetwork: DealerMilestone = dealerMilestones[dealerMilestones.length - 1]!;

/**
 * Kamo Colours Private Limited, once the wholly owned subsidiary for
 * colourants and tinting, amalgamated with Kamo Paints Limited by a scheme the
 * National Company Law Tribunal sanctioned. It holds no meetings and files no
 * accounts after its last financial year.
 */
export const formerSubsidiary = {
  name: "Kamo Colours Private Limited",
  incorporated: 2015,
  /** The tribunal's order sanctioning the scheme (ISO date). */
  mergerSanctioned: "2026-03-19",
  /** Its last financial year as a company, by the year it began: FY 2024-25. */
  lastFinancialYear: 2024,
} as const;

export const mergerYear = yearOf(formerSubsidiary.mergerSanctioned);

/**
 * The company's own domain, the one its mail addresses use: it names the
 * UIDs of its calendar events (investors/calendar). A UID must never change
 * once calendars have subscribed to it, so the real company sets its domain
 * here, with the addresses, before launch.
 */
export const companyDomain = "kamopaints.in";

/** Where privacy requests go: the privacy policy states it in both languages. */
export const privacyEmail = "privacy@kamopaints.in";

/** Where barrier reports go besides the form: the accessibility statement states it in both languages. */
export const accessibilityEmail = "accessibility@kamopaints.in";

/** "4,000" (Indian grouping, Latin digits in every language: docs/hindi-style.md). */
export function count(locale: string, value: number): string {
  return formatNumber(locale, value);
}

/** Today's network as a sentence states it: "4,000". */
export function dealerCount(locale: string): string {
  return count(locale, dealerNetwork.dealers);
}

/** "19 March 2026", "19 मार्च 2026". */
export function longDate(locale: string, iso: string): string {
  return formatDate(locale, iso, "long");
}

/** A financial year by the year it began: 2024 → "2024-25". */
export function financialYear(start: number): string {
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The milestone reached in a given month or year ("2025-07"); a sentence that names one must find it. */
export function dealerMilestone(reached: string): DealerMilestone {
  const found = dealerMilestones.find((milestone) => milestone.reached === reached);
  if (!found) throw new Error(`No dealer milestone reached in ${reached} (app/content/facts.ts)`);
  return found;
}

function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}
