import type { Migration } from "kysely";
import * as core from "./0001_core";
import * as catalogue from "./0002_catalogue";
import * as content from "./0003_content";
import * as leads from "./0004_leads";

/**
 * The one migration history for SQLite and PostgreSQL, in order. Migrations are
 * imported, not read from disk, so they travel inside the server bundle.
 * Append new ones; never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  "0001_core": core,
  "0002_catalogue": catalogue,
  "0003_content": content,
  "0004_leads": leads,
};
