// ---------------------------------------------------------------------------

import { formerSubsidiary, longDate } from "~/content/facts";
import { type DB, db } from "~/db/client.server";
import { documentPages, regulation46Rows } from "~/investors/content";
import { selectPublishedPerCategory } from "~/investors/documents/store.server";
import {
  type Cadence,
  categoryOptions,
  type DisclosureState,
  type DisclosureStatus,
  todayInIndia,
} from "~/staff/documents/document-form";

// Regulation 46 status
const cadences: Record<string, Cadence> = {
  quarterlyResults: {
    label: "Quarterly",
    staleAfterDays: 120,
    reason:
      "Results are due within 45 days of each quarter's end (60 days for the fourth quarter), so consecutive filings are never more than about 105 days apart.",
  },
  quarterlyShareholding: {
    label: "Quarterly",
    staleAfterDays: 100,
    reason:
      "The shareholding pattern is filed within 21 days of each quarter's end (Regulation 31).",
  },
  quarterlyCalls: {
    label: "Quarterly",
    staleAfterDays: 120,
    reason: "An earnings call, its presentation and transcript follow each quarter's results.",
  },
  boardMeetings: {
    label: "Board meetings",
    staleAfterDays: 100,
    reason:
      "The board meets at least four times a year, never more than 120 days apart (Regulation 17), and every meeting is intimated and its outcome disclosed.",
  },
  annual: {
    label: "Yearly",
    staleAfterDays: 400,
    reason:
      "Filed once every financial year; more than about 13 months without one means a year was missed.",
  },
  policies: {
    label: "Every three years",
    staleAfterDays: 1096,
    reason: "Policies are reviewed by the board at least once every three years.",
  },
  // The former subsidiary's categories: it merged into the company, so it files
  // nothing more, and no age of its newest filing is a gap.
  archive: {
    label: "Archive",
    staleAfterDays: null,
    reason: `Nothing more is due: ${formerSubsidiary.name} merged into the company when the tribunal sanctioned the scheme on ${longDate("en", formerSubsidiary.mergerSanctioned)}. Its pages keep what it filed.`,
  },
  event: {
    label: "When it happens",
    staleAfterDays: null,
    reason: "Only when the event occurs, so age alone is not a gap.",
  },
};

const cadenceOfCategory: Record<string, keyof typeof cadences> = {
  "Financial Results": "quarterlyResults",
  "Shareholding Pattern": "quarterlyShareholding",
  "Presentation / Press Release/ Transcript": "quarterlyCalls",
  "Stock Exchange Disclosures": "boardMeetings",
  "Disclosure under Regulation 30 of LODR": "boardMeetings",
  "Annual Report": "annual",
  "Annual Return": "annual",
  "Subsidiary Financials": "archive",
  "General Meeting": "annual",
  "Investor Information": "annual",
  "Notice to Shareholders": "annual",
  "Kamo Colours Private Limited": "archive",
  "Code of Conduct and Policies": "policies",
  "Scheme of Arrangement": "event",
  "Listing of Shares": "event",
};

export function cadenceOf(category: string): Cadence {
  return cadences[cadenceOfCategory[category] ?? "event"]!;
}

/** Every cadence with a threshold, for the explanation on the status page. */
export function listCadences(): Array<Cadence & { categories: string[] }> {
  return Object.entries(cadences).map(([key, cadence]) => ({
    ...cadence,
    categories: categoryOptions
      .filter((option) => (cadenceOfCategory[option.category] ?? "event") === key)
      .map((option) => option.title),
  }));
}

/** Within this share of its threshold a category is "due soon", so a filing can be prepared. */
const DUE_SOON_SHARE = 0.85;

const stateOrder: Record<DisclosureState, number> = {
  missing: 0,
  overdue: 1,
  "due-soon": 2,
  current: 3,
  event: 4,
};

/** The newest published document per disclosure category, gaps first. */
export async function loadRegulation46Status(
  now = new Date(),
  database: DB = db(),
): Promise<DisclosureStatus[]> {
  const rows = await selectPublishedPerCategory(database);
  const byCategory = new Map(rows.map((row) => [row.category, row]));
  const today = todayInIndia(now);
  const statuses = documentPages.map((page): DisclosureStatus => {
    const row = byCategory.get(page.category);
    const cadence = cadenceOf(page.category);
    const newestDate = row?.newest ? String(row.newest) : undefined;
    const daysAgo = newestDate ? daysBetween(newestDate, today) : undefined;
    let state: DisclosureState;
    if (daysAgo === undefined) state = "missing";
    else if (cadence.staleAfterDays === null) state = "event";
    else if (daysAgo > cadence.staleAfterDays) state = "overdue";
    else if (daysAgo >= cadence.staleAfterDays * DUE_SOON_SHARE) state = "due-soon";
    else state = "current";
    return {
      category: page.category,
      title: page.title,
      path: page.path,
      regulation46Item: regulation46Rows.find((r) => r.href === page.path)?.item,
      cadence,
      newestDate,
      daysAgo,
      publishedCount: Number(row?.published_count ?? 0),
      state,
    };
  });
  return statuses.sort(
    (a, b) => stateOrder[a.state] - stateOrder[b.state] || overdueShare(b) - overdueShare(a),
  );
}

function overdueShare(status: DisclosureStatus): number {
  if (status.daysAgo === undefined || !status.cadence.staleAfterDays) return 0;
  return status.daysAgo / status.cadence.staleAfterDays;
}

/** Whole days from one yyyy-mm-dd to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
