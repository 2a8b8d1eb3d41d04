import type { DB } from "~/db/client.server";
import { nowIso } from "~/db/dialect";
import { parseDealerCsv, type DealerCsvError } from "~/dealers/dealer-csv";
import {
  DEALER_CSV_COLUMNS,
  dealerRowSchema,
  placeDealer,
  type Dealer,
  type DealerCsvColumn,
} from "~/dealers/dealer-record";
import {
  dealerCodesTaken,
  getDealer,
  insertDealers,
  setDealerActiveRow,
  updateDealerRow,
} from "~/dealers/dealer-store.server";
import type { PinDirectory } from "~/places/pin-data";
import { recordAudit, type AuditActor } from "~/staff/audit/record.server";
import { dealerFormCells, type DealerFormValues } from "./dealer-form-input";

/**
 * The sales team's work on dealers: check the form and the CSV, add, edit,
 * deactivate and import. Every change is written through the dealers store
 * (app/dealers/dealer-store.server.ts) with its audit entry in one
 * transaction; an import is one transaction for the whole file. The list and
 * its search are the store's, which the routes call (countDealers, listDealers, getDealer).
 */

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

export async function createDealer(db: DB, actor: AuditActor, dealer: Dealer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await getDealer(trx, dealer.code))
      throw new DealerCodeTakenError(`Dealer code ${dealer.code} is already used`);
    await insertDealers(trx, [dealer], nowIso());
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
    await updateDealerRow(trx, code, after, nowIso());
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
    await setDealerActiveRow(trx, code, active, nowIso());
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
    const codes = dealers.map((dealer) => dealer.code);
    const known = await dealerCodesTaken(trx, codes);
    const fresh = dealers.filter((dealer) => !known.has(dealer.code));
    for (const dealer of dealers)
      if (known.has(dealer.code)) await updateDealerRow(trx, dealer.code, dealer, now);
    await insertDealers(trx, fresh, now);
    const added = fresh.length;
    const updated = dealers.length - added;
    await recordAudit(trx, actor, {
      action: "dealer.import",
      entityType: "dealer",
      summary: `Imported ${dealers.length} dealer${dealers.length === 1 ? "" : "s"} from CSV: ${added} added, ${updated} updated`,
      after: { added, updated, codes },
    });
    return { ok: true, added, updated };
  });
}
