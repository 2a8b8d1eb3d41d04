import path from "node:path";
import Database from "better-sqlite3";
import { expect } from "@playwright/test";

/**
 * Reads the test server's database (its DATA_DIR is E2E_DATA_DIR, see
 * playwright.config.ts), read-only, as the security tests check what an
 * attack left behind.
 */
export function readServerDatabase<T>(read: (db: Database.Database) => T): T {
  const dataDir = process.env.E2E_DATA_DIR;
  expect(dataDir, "set E2E_DATA_DIR so the test can read the server's database").toBeTruthy();
  const db = new Database(path.join(dataDir ?? "", "site.db"), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export interface StoredLeadRow {
  marker: string;
  spam: number;
  spam_reason: string | null;
  /** pending: queued for the CRM; held: kept back as spam. */
  status: string;
}

/** Every lead whose free text contains `prefix`, with the marker taken from the field named `field`. */
export function storedLeads(prefix: string, field: string): StoredLeadRow[] {
  const rows = readServerDatabase(
    (db) =>
      db
        .prepare(
          `select leads.fields_json, leads.spam, leads.spam_reason, lead_deliveries.status
           from leads join lead_deliveries on lead_deliveries.lead_id = leads.id
           where leads.fields_json like ? order by leads.id`,
        )
        .all(`%${prefix}%`) as (Omit<StoredLeadRow, "marker"> & { fields_json: string })[],
  );
  return rows.map(({ fields_json, ...row }) => ({
    ...row,
    marker: String((JSON.parse(fields_json) as Record<string, unknown>)[field] ?? ""),
  }));
}
