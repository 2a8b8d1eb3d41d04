import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One owner per table (ADR 48): each table of the schema is read and written
 * by one store module, inside the capability that owns the data, and by
 * nothing else in app/ (tests and migrations aside). A query counts when it
 * names the table through Kysely's builders, a join's included (an alias too:
 * "leads as l"), or in SQL text (FROM, JOIN, UPDATE, INTO): a module that
 * needs another store's rows asks that store for them. A table added to the schema must be
 * given its owner here; a second module that queries a table fails, naming it.
 * One reader stands outside the rule by design: `npm run content:check`
 * (shell/content-addresses.server.ts) reads the text of every table, without
 * naming any, to list the outside addresses in content, as a backup would.
 */
const owners: Record<string, string> = {
  app_meta: "app/db/meta.server.ts",
  // Leads and home visits (ADR 46)
  leads: "app/leads/delivery/store.server.ts",
  lead_deliveries: "app/leads/delivery/store.server.ts",
  visit_areas: "app/leads/booking/store.server.ts",
  visit_bookings: "app/leads/booking/store.server.ts",
  visit_changes: "app/leads/booking/visit-outbox.server.ts",
  visit_messages: "app/leads/booking/visitor-outbox.server.ts",
  // Erasure and retention (issue 44, ADR 64)
  erasures: "app/privacy/subject/erasure-store.server.ts",
  erasure_crm_requests: "app/privacy/subject/erasure-store.server.ts",
  retention_runs: "app/privacy/retention/runs-store.server.ts",
  // Consent given with a lead (ADR 62)
  lead_consents: "app/leads/consent/store.server.ts",
  // Investors (ADR 52)
  documents: "app/investors/documents/store.server.ts",
  document_translations: "app/investors/documents/store.server.ts",
  calendar_events: "app/investors/calendar/store.server.ts",
  calendar_event_translations: "app/investors/calendar/store.server.ts",
  alert_subscribers: "app/investors/alerts/store.server.ts",
  alert_subscriber_categories: "app/investors/alerts/store.server.ts",
  investor_alerts: "app/investors/alerts/store.server.ts",
  alert_deliveries: "app/investors/alerts/store.server.ts",
  alert_mail_limits: "app/investors/alerts/mail-limits.server.ts",
  document_search: "app/investors/search/search.server.ts",
  // Editorial content and uploads (ADR 48)
  blog_posts: "app/editorial/store.server.ts",
  news_items: "app/editorial/store.server.ts",
  faqs: "app/editorial/store.server.ts",
  blog_post_translations: "app/editorial/store.server.ts",
  news_item_translations: "app/editorial/store.server.ts",
  faq_translations: "app/editorial/store.server.ts",
  stored_files: "app/media/stored-files.server.ts",
  dealers: "app/dealers/dealer-store.server.ts",
  // The catalogue (ADR 56)
  catalogue_sub_categories: "app/catalogue/store/store.server.ts",
  catalogue_products: "app/catalogue/store/store.server.ts",
  catalogue_items: "app/catalogue/store/store.server.ts",
  // Staff's own (ADR 53)
  staff_users: "app/staff/auth/user-store.server.ts",
  staff_passkeys: "app/staff/auth/user-store.server.ts",
  staff_sessions: "app/staff/auth/sessions.server.ts",
  staff_recovery_codes: "app/staff/auth/recovery-code-store.server.ts",
  staff_webauthn_challenges: "app/staff/auth/webauthn.server.ts",
  staff_pending_sign_ins: "app/staff/auth/pending-sign-ins.server.ts",
  staff_sign_in_limits: "app/staff/auth/throttle.server.ts",
  audit_log: "app/staff/audit/audit-log.server.ts",
  // The breach register (ADR 65)
  breach_incidents: "app/privacy/breaches/store.server.ts",
  breach_notices: "app/privacy/breaches/store.server.ts",
  // The rights of the people whose data we hold (ADR 63)
  privacy_codes: "app/privacy/identity/code-store.server.ts",
  privacy_code_limits: "app/privacy/identity/code-limits.server.ts",
  privacy_requests: "app/privacy/requests/store.server.ts",
};

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return full.endsWith(path.join("app", "db", "migrations")) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

type Source = { file: string; text: string };

/** Files that query `table` through Kysely's builders, by a constant holding its name, or in SQL text. */
function queriersOf(table: string, files: readonly Source[]): string[] {
  const builder = new RegExp(
    `(selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)\\(\\s*"${table}( as \\w+)?"`,
  );
  const constant = new RegExp(`const \\w+ = "${table}"`);
  const sqlText = new RegExp(`\\b(FROM|JOIN|UPDATE|INTO)\\s+${table}\\b`);
  return files
    .filter(({ text }) => builder.test(text) || constant.test(text) || sqlText.test(text))
    .map(({ file }) => file)
    .sort();
}

/** The tables the schema declares: the two-space-indented keys of each `…Tables` interface. */
function schemaTables(): string[] {
  const dir = path.join(root, "app/db/schema");
  return readdirSync(dir).flatMap((file) => {
    const text = readFileSync(path.join(dir, file), "utf8");
    const tables = /export interface \w+Tables \{([\s\S]*?)\n\}/.exec(text)?.[1] ?? "";
    return [...tables.matchAll(/^ {2}([a-z_]+):/gm)].map((match) => match[1]!);
  });
}

describe("every table has one owner", () => {
  const files = sourceFiles(path.join(root, "app")).map((file) => ({
    file: path.relative(root, file).split(path.sep).join("/"),
    text: readFileSync(file, "utf8"),
  }));

  it("names an owner for every table of the schema, and no table it lacks", () => {
    const tables = schemaTables();
    expect(tables.length).toBeGreaterThan(30);
    expect([...tables].sort()).toEqual(Object.keys(owners).sort());
  });

  it.each(Object.entries(owners))("%s is queried only by %s", (table, owner) => {
    expect(queriersOf(table, files)).toEqual([owner]);
  });

  it("notices a second querier, an alias, a join and SQL text", () => {
    const planted: Source[] = [
      ...files,
      { file: "app/staff/planted-a.server.ts", text: 'db.selectFrom("documents as d")' },
      { file: "app/staff/planted-b.server.ts", text: "sql`SELECT 1 FROM documents`" },
      {
        file: "app/staff/planted-c.server.ts",
        text: 'q.innerJoin(\n  "documents as d", "d.id", "x.id")',
      },
    ];
    expect(queriersOf("documents", planted)).toEqual([
      "app/investors/documents/store.server.ts",
      "app/staff/planted-a.server.ts",
      "app/staff/planted-b.server.ts",
      "app/staff/planted-c.server.ts",
    ]);
  });
});
