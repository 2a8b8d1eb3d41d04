import type { ColumnType, Generated } from "kysely";

/**
 * The dealer locator's shops (issue 28, migration 0010, ADR 19). Booleans are
 * 0/1 integers and the ranges stocked are one "slug; slug" text, as in the
 * CSV the staff import and export, so both engines store a dealer alike.
 */
export interface DealerTable {
  id: Generated<number>;
  /** Our code for the shop (KPD-00042), unique, upper case. */
  code: string;
  name: string;
  contact_person: string;
  /** Ten-digit Indian mobile, without +91. */
  phone: string;
  whatsapp: number;
  address: string;
  locality: string;
  city: string;
  district: string;
  state: string;
  pin: string;
  /** Degrees, 8-byte floats on both engines (double precision on PostgreSQL). */
  lat: number;
  lon: number;
  /** "exact": the shop's own point; "pin": its PIN code's centre, until staff give it (migration 0017). */
  location_source: ColumnType<string, string | undefined, string>;
  hours: string;
  products: string;
  /** The paints (product slugs) stocked, "slug; slug" (migration 0017). */
  paints: ColumnType<string, string | undefined, string>;
  active: number;
  created_at: string;
  updated_at: string;
}

export interface DealerTables {
  dealers: DealerTable;
}
