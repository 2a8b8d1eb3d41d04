/**
 * Shared steps of every catalogue change on the staff side: turning a picture
 * choice into column values, the snapshots the audit log keeps, and writing
 * that audit entry in the change's transaction (the one changeContent opens
 * for the store's writer). The store reads and writes the rows.
 */
import type { Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { recordAudit } from "~/staff/audit/record.server";
import type { StaffContext } from "~/staff/auth/auth.server";
import type { PictureChange } from "./catalogue-types";

/** A picture's three columns: the stored value (`banner`, `picture`) and its size. */
export type PictureColumns<C extends string> = Record<C, string | null> &
  Record<`${C}_width` | `${C}_height`, number | null>;

/** The columns after a save: kept as they are (none yet on a new row), removed, or set. */
export function pictureColumns<C extends "banner" | "picture">(
  column: C,
  change: PictureChange,
  current?: PictureColumns<C>,
): PictureColumns<C> {
  const [value, width, height] =
    change.kind === "set"
      ? [change.path, change.width, change.height]
      : change.kind === "keep" && current
        ? [current[column], current[`${column}_width`], current[`${column}_height`]]
        : [null, null, null];
  return {
    [column]: value,
    [`${column}_width`]: width,
    [`${column}_height`]: height,
  } as PictureColumns<C>;
}

// What the audit log keeps of a row, before and after a change.

export function subCategorySnapshot(row: {
  name: string;
  banner: string | null;
  description_html: string;
  seq_no: number;
}) {
  return {
    name: row.name,
    banner: row.banner,
    descriptionHtml: row.description_html,
    seqNo: row.seq_no,
  };
}

export function productSnapshot(row: {
  sub_category_id: number;
  name: string;
  picture: string | null;
  description_html: string;
  seq_no: number;
}) {
  return {
    subCategoryId: row.sub_category_id,
    name: row.name,
    picture: row.picture,
    descriptionHtml: row.description_html,
    seqNo: row.seq_no,
  };
}

export function itemSnapshot(row: {
  picture: string | null;
  caption: string | null;
  seq_no: number;
  product_details_url: string;
  technical_details_url: string;
}) {
  return {
    picture: row.picture,
    caption: row.caption,
    seqNo: row.seq_no,
    productDetailsUrl: row.product_details_url,
    technicalDetailsUrl: row.technical_details_url,
  };
}

/** An item's label for audit summaries: its caption, or what it is when it has none. */
export const itemLabel = (caption: string | null) =>
  caption?.trim() ? `item “${caption.trim()}”` : "a links-only item";

/** The audit log's name for the records of each level. */
export type CatalogueLevel = "catalogue-sub-category" | "catalogue-product" | "catalogue-item";

/** The audit entry of one change, written in the change's transaction. */
export function recordChange(
  trx: Transaction<Database>,
  staff: StaffContext,
  level: CatalogueLevel,
  verb: "create" | "update" | "delete" | "move",
  id: number,
  summary: string,
  states: { before?: unknown; after?: unknown },
): Promise<void> {
  return recordAudit(trx, staff, {
    action: `${level}.${verb}`,
    entityType: level,
    entityId: String(id),
    summary,
    ...states,
  });
}
