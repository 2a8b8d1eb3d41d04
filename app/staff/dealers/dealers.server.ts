import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "~/db/client.server";
import { nowIso } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { parseDealerCsv, type DealerCsvError } from "~/dealers/dealer-csv";
import {
  DEALER_CSV_COLUMNS,
  dealerRowSchema,
  placeDealer,
  type Dealer,
  type DealerCsvColumn,
} from "~/dealers/dealer-record";
import { dealerColumns, rowToDealer } from "~/dealers/dealer-store.server";
import type { PinDirectory } from "~/dealers/pin-data";
import { recordAudit, type AuditActor } from "~/staff/audit/record.server";
import type { DealerFilters } from "./dealer-filters";
import { dealerFormCells, type DealerFormValues } from "./dealer-form-input";

/**
 * The sales team's work on dealers: list and search, add, edit, deactivate,
 * import and export as CSV. Every change is written with its audit entry in
 * one transaction; an import is one transaction for the whole file.
 */

type Executor = Kysely<Database> | Transaction<Database>;
type Directory = Pick<PinDirectory, "find">;

export class DealerNotFoundError extends Error {}
export class DealerCodeTakenError extends Error {}

export type DealerFieldErrors = Partial<Record<DealerCsvColumn, string>>;

export type DealerCheck = { ok: true; dealer: Dealer } | { ok: false; errors: DealerFieldErrors };

/**
 * A dealer from the staff form, whose fields are named as the CSV's columns,
 * so one set of rules (dealerRowSchema, then the PIN directory) checks both.
 * Empty coordinates place the shop at its PIN's centre, marked so.
 */
export function checkDealerFields(
  fields: Record<DealerCsvColumn, string>,
  directory: Directory,
): DealerCheck {
  const parsed = dealerRowSchema.safeParse(fields);
  if (!parsed.success) {
    const errors: DealerFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const column = issue.path[0] as DealerCsvColumn;
      errors[column] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const placed = placeDealer(parsed.data, directory);
  if (placed.ok) return { ok: true, dealer: placed.dealer };
  return {
    ok: false,
    errors: Object.fromEntries(
      placed.problems.map((problem) => [problem.column, problem.message]),
    ) as DealerFieldErrors,
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Executor, filters: DealerFilters) {
  let query = db.selectFrom("dealers");
  if (filters.state) query = query.where("state", "=", filters.state);
  if (filters.status === "active") query = query.where(sql<boolean>`active = 1`);
  if (filters.status === "inactive") query = query.where(sql<boolean>`active = 0`);
  if (filters.location !== "all") query = query.where("location_source", "=", filters.location);
  const q = filters.q.trim().toLowerCase();
  if (q) {
    const pattern = likePattern(q);
    query = query.where((eb) =>
      eb.or(
        (["code", "name", "city", "pin", "phone"] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return query;
}

export type DealerFormCheck =
  | { ok: true; dealer: Dealer; values: DealerFormValues }
  | { ok: false; values: DealerFormValues; errors: DealerFormValues };

/**
 * The staff form, checked as one CSV row is (issue 42): its Location box
 * split into the row's latitude and longitude, and every problem with the
 * point, the box's own or the PIN directory's, said under that box.
 * `code` is the dealer's when editing, which the form cannot change.
 */
export function checkDealerForm(
  form: FormData,
  directory: Pick<PinDirectory, "find">,
  code?: string,
): DealerFormCheck {
  const { values, cells, coordinatesError } = dealerFormCells(form, DEALER_CSV_COLUMNS);
  if (code) values.code = cells.code = code;
  const checked = checkDealerFields(cells, directory);
  const errors: DealerFormValues = {};
  if (!checked.ok)
    for (const [column, message] of Object.entries(checked.errors) as [DealerCsvColumn, string][]) {
      const field = column === "latitude" || column === "longitude" ? "coordinates" : column;
      errors[field] ??= message;
    }
  if (coordinatesError) errors.coordinates = coordinatesError;
  if (checked.ok && !coordinatesError) return { ok: true, dealer: checked.dealer, values };
  return { ok: false, values, errors };
}

export async function countDealers(db: Executor, filters: DealerFilters): Promise<number> {
  const row = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listDealers(
  db: Executor,
  filters: DealerFilters,
  page?: { limit: number; offset: number },
): Promise<Dealer[]> {
  let query = filtered(db, filters).selectAll().orderBy("code");
  if (page) query = query.limit(page.limit).offset(page.offset);
  return (await query.execute()).map(rowToDealer);
}

export async function getDealer(db: Executor, code: string): Promise<Dealer | undefined> {
  const row = await db
    .selectFrom("dealers")
    .selectAll()
    .where("code", "=", code)
    .executeTakeFirst();
  return row ? rowToDealer(row) : undefined;
}

export async function createDealer(db: DB, actor: AuditActor, dealer: Dealer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await getDealer(trx, dealer.code))
      throw new DealerCodeTakenError(`Dealer code ${dealer.code} is already used`);
    const now = nowIso();
    await trx
      .insertInto("dealers")
      .values({ ...dealerColumns(dealer, now), created_at: now })
      .execute();
    await recordAudit(trx, actor, {
      action: "dealer.create",
      entityType: "dealer",
      entityId: dealer.code,
      summary: `Added dealer ${dealer.code} "${dealer.name}", ${dealer.city}`,
      after: dealer,
    });
  });
}

/** Saves an edited dealer; its code never changes (it names the shop in exports and the log). */
export async function updateDealer(
  db: DB,
  actor: AuditActor,
  code: string,
  dealer: Dealer,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getDealer(trx, code);
    if (!before) throw new DealerNotFoundError(`No dealer ${code}`);
    const after = { ...dealer, code };
    await trx
      .updateTable("dealers")
      .set(dealerColumns(after, nowIso()))
      .where("code", "=", code)
      .execute();
    await recordAudit(trx, actor, {
      action: "dealer.update",
      entityType: "dealer",
      entityId: code,
      summary: `Edited dealer ${code} "${after.name}"`,
      before,
      after,
    });
  });
}

/** Deactivating keeps the record (and its history) but hides the shop from visitors. */
export async function setDealerActive(
  db: DB,
  actor: AuditActor,
  code: string,
  active: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getDealer(trx, code);
    if (!before) throw new DealerNotFoundError(`No dealer ${code}`);
    if (before.active === active) return;
    await trx
      .updateTable("dealers")
      .set({ active: active ? 1 : 0, updated_at: nowIso() })
      .where("code", "=", code)
      .execute();
    await recordAudit(trx, actor, {
      action: active ? "dealer.reactivate" : "dealer.deactivate",
      entityType: "dealer",
      entityId: code,
      summary: `${active ? "Reactivated" : "Deactivated"} dealer ${code} "${before.name}"`,
      before: { active: before.active },
      after: { active },
    });
  });
}

export type DealerImport =
  { ok: true; added: number; updated: number } | { ok: false; errors: DealerCsvError[] };

/**
 * A CSV file of dealers, all or nothing: every row is checked (cells, then
 * the PIN directory) before anything is written, and the writes run in one
 * transaction, so a file with one bad row, or a failure half-way, leaves the
 * dealers as they were. A code already in the database updates that dealer;
 * a new code adds one.
 */
export async function importDealers(
  db: DB,
  actor: AuditActor,
  csv: string,
  directory: Directory,
): Promise<DealerImport> {
  const { dealers, errors } = parseDealerCsv(csv, directory);
  if (errors.length > 0) return { ok: false, errors };
  if (dealers.length === 0)
    return { ok: false, errors: [{ line: 2, message: "The file has no dealers in it" }] };

  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const known = new Set<string>();
    const codes = dealers.map((dealer) => dealer.code);
    for (let start = 0; start < codes.length; start += 500) {
      const rows = await trx
        .selectFrom("dealers")
        .select("code")
        .where("code", "in", codes.slice(start, start + 500))
        .execute();
      for (const row of rows) known.add(row.code);
    }
    let added = 0;
    let updated = 0;
    for (const dealer of dealers) {
      if (known.has(dealer.code)) {
        await trx
          .updateTable("dealers")
          .set(dealerColumns(dealer, now))
          .where("code", "=", dealer.code)
          .execute();
        updated++;
      } else {
        await trx
          .insertInto("dealers")
          .values({ ...dealerColumns(dealer, now), created_at: now })
          .execute();
        added++;
      }
    }
    await recordAudit(trx, actor, {
      action: "dealer.import",
      entityType: "dealer",
      summary: `Imported ${dealers.length} dealer${dealers.length === 1 ? "" : "s"} from CSV: ${added} added, ${updated} updated`,
      after: { added, updated, codes },
    });
    return { ok: true, added, updated };
  });
}
