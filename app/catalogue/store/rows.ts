/**
 * The catalogue store's rows and refusals, as its callers see them: the row
 * types its readers and writers return, the columns a caller chooses, and
 * the errors a change can end with. Plain types and
 * classes, so staff code can name them without importing the store's queries.
 */
import type { Insertable, Selectable } from "kysely";
import type {
  CatalogueItemTable,
  CatalogueProductTable,
  CatalogueSubCategoryTable,
} from "~/db/schema/catalogue";

export type SubCategoryRow = Selectable<CatalogueSubCategoryTable>;
export type ProductRow = Selectable<CatalogueProductTable>;
export type ItemRow = Selectable<CatalogueItemTable>;
/** An item with its product's name, which staff's audit summaries mention. */
export type ItemWithProduct = ItemRow & { productName: string };

// The caller chooses every column but the id and the order (a new row goes to
// the end of its level), and an item's product, which the store is given apart.
type Columns<T> = Required<Omit<Insertable<T>, "id" | "seq_no">>;
export type SubCategoryColumns = Columns<CatalogueSubCategoryTable>;
export type ProductColumns = Columns<CatalogueProductTable>;
export type ItemColumns = Omit<Columns<CatalogueItemTable>, "product_id">;

/** A change of a row: the row as it was, and as it is now. */
export interface Changed<Row> {
  before: Row;
  after: Row;
}

export type SubCategoryDeletion =
  { deleted: true; name: string } | { deleted: false; reason: "has-children"; childCount: number };

/** The row a change works on does not exist (any more): someone deleted it meanwhile. */
export class CatalogueRecordNotFoundError extends Error {}

/** The sub-category a product is to belong to does not exist (any more). */
export class SubCategoryGoneError extends Error {}
