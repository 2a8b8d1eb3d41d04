// `npm run leads -- <command>`: look after stored leads until the staff area exists.
// Uses the same environment as the server (DATA_DIR or DATABASE_URL, CRM_*).
//
//   list     [--from 2026-11-01] [--to 2026-12-01] [--form dealer] [--status dead] [--limit 50] [--json]
//   export   --from 2026-11-01 --to 2026-12-01 [--form dealer] [--out leads.csv]   (CSV, UTF-8)
//   requeue  [--dead (default) | --held | --id 12,15]
//   status   counts per delivery state
import fs from "node:fs";
import { parseArgs } from "node:util";
import { crmConfigFromEnv } from "~/leads/crm/client.server";
import { getDatabase } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { isLeadFormId } from "~/leads/forms/lead-forms";
import { deliveryCounts } from "~/leads/delivery/store.server";
import { leadsToCsv } from "~/staff/leads/leads-csv";
import { listLeads } from "~/staff/leads/leads.server";
import { requeueDeliveries } from "~/leads/delivery/outbox.server";
import type { LeadQuery } from "~/staff/leads/leads.server";
import { runMain } from "./run-main";

const usage = `usage: npm run leads -- list|export|requeue|status [options]
  list     [--from DATE] [--to DATE] [--form FORM] [--status STATUS] [--limit N] [--json]
  export   --from DATE --to DATE [--form FORM] [--out FILE]
  requeue  [--dead | --held | --id 12,15]
  status
DATE is YYYY-MM-DD (from inclusive, to exclusive) or a full ISO timestamp.`;

const statuses = ["pending", "delivering", "delivered", "dead", "held"] as const;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function isoBound(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T00:00:00.000Z`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) fail(`--${name} must be a date like 2026-11-01`);
  return date.toISOString();
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      from: { type: "string" },
      to: { type: "string" },
      form: { type: "string" },
      status: { type: "string" },
      limit: { type: "string" },
      json: { type: "boolean" },
      out: { type: "string" },
      dead: { type: "boolean" },
      held: { type: "boolean" },
      id: { type: "string" },
    },
  });

  const query: LeadQuery = { from: isoBound(values.from, "from"), to: isoBound(values.to, "to") };
  if (values.form) {
    if (!isLeadFormId(values.form)) fail(`unknown --form ${values.form}`);
    query.form = values.form;
  }
  if (values.status) {
    const status = statuses.find((s) => s === values.status);
    if (!status) fail(`--status must be one of ${statuses.join(", ")}`);
    query.status = status;
  }
  if (values.limit) query.limit = Math.max(1, Number.parseInt(values.limit, 10) || 50);

  const database = getDatabase();
  try {
    await migrateToLatest(database.db);
    const crmConfigured = crmConfigFromEnv() !== undefined;
    switch (command) {
      case "list": {
        const leads = await listLeads(database.db, { limit: 50, ...query }, crmConfigured);
        if (values.json) {
          console.log(JSON.stringify(leads, null, 2));
          break;
        }
        if (leads.length === 0) console.log("No leads match.");
        for (const lead of leads)
          console.log(
            [
              `#${lead.id}`,
              lead.createdAt,
              lead.form,
              lead.name || "(no name)",
              lead.mobile,
              lead.forwarding + (lead.lastError ? ` (${lead.lastError})` : ""),
              lead.spam ? `SPAM: ${lead.spamReason}` : "",
            ]
              .filter(Boolean)
              .join("  "),
          );
        break;
      }
      case "export": {
        if (!query.from || !query.to) fail("export needs --from and --to");
        const csv = leadsToCsv(await listLeads(database.db, query, crmConfigured));
        if (values.out) {
          fs.writeFileSync(values.out, csv, "utf8");
          console.error(`wrote ${values.out}`);
        } else process.stdout.write(csv);
        break;
      }
      case "requeue": {
        const ids = values.id
          ?.split(",")
          .map((s) => Number.parseInt(s.trim(), 10))
          .filter((n) => Number.isInteger(n) && n > 0);
        if (values.id && (!ids || ids.length === 0)) fail("--id takes lead numbers, e.g. 12,15");
        const count = await requeueDeliveries(
          database.db,
          ids ? { leadIds: ids } : { status: values.held ? "held" : "dead" },
        );
        console.log(
          `${count} lead(s) queued for delivery${crmConfigured ? "" : " (no CRM configured: they will wait)"}.`,
        );
        break;
      }
      case "status": {
        const counts = await deliveryCounts(database.db);
        const waiting = (counts.pending ?? 0) + (counts.delivering ?? 0);
        console.log(`forwarded: ${counts.delivered ?? 0}`);
        console.log(
          `${crmConfigured ? "queued" : "not forwarded (no CRM configured)"}: ${waiting}`,
        );
        console.log(`failed (dead letter): ${counts.dead ?? 0}`);
        console.log(`held as spam: ${counts.held ?? 0}`);
        break;
      }
      default:
        fail(usage);
    }
  } finally {
    await database.close();
  }
}

runMain(main);
