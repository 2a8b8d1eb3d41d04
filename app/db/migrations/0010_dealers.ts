import { sql, type Kysely } from "kysely";
import { idColumn, idType } from "../dialect";

/**
 * Dealers for the locator (issue 28, ADR 19). Two indexes answer the public
 * searches without reading the table through:
 *
 * - `dealers_lat_lon` on (lat, lon), partial on active dealers: a PIN search
 *   asks for a bounding box, which walks the latitude band of the index and
 *   filters longitude from its entries;
 * - `dealers_state_city` on (state, city): the state-and-city search and the
 *   list of cities that have dealers.
 *
 * Coordinates are `double precision`: PostgreSQL's `real` has 4 bytes and
 * would round a point, and the box's edges, by up to a metre. SQLite reads
 * the same type name as an 8-byte REAL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("dealers")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("contact_person", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("whatsapp", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("locality", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("district", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("pin", "text", (c) => c.notNull())
    .addColumn("lat", "double precision", (c) => c.notNull())
    .addColumn("lon", "double precision", (c) => c.notNull())
    .addColumn("hours", "text", (c) => c.notNull())
    .addColumn("products", "text", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("dealers_lat_lon")
    .on("dealers")
    .columns(["lat", "lon"])
    .where(sql.ref("active"), "=", 1)
    .execute();
  await db.schema
    .createIndex("dealers_state_city")
    .on("dealers")
    .columns(["state", "city"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("dealers").execute();
}
