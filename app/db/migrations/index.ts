import type { Migration } from "kysely";
import * as core from "./0001_core";

/**
 * The one migration history for SQLite and PostgreSQL, in order. Migrations are
 * imported, not read from disk, so they travel inside the server bundle.
 * Append new ones; never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  "0001_core": core,
};
