import type { Transaction } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { contentChanged } from "./content-version.server";

declare const emptiesPageCache: unique symbol;

/**
 * A transaction whose commit empties the page caches (ADR 48). A store's
 * writers that change what a public page shows take only this type, and only
 * changeContent makes one, so no caller can write such a table and forget
 * the cache: the type checker refuses a plain database or transaction.
 */
export type ContentTransaction = Transaction<Database> & { readonly [emptiesPageCache]: true };

/**
 * Runs `run` in one transaction and, once it has committed, empties the page
 * caches (contentChanged). `changed` decides from the result whether anything
 * changed at all (a "not found" leaves the caches as they are); by default
 * every run counts as a change.
 */
export async function changeContent<T>(
  database: DB,
  run: (trx: ContentTransaction) => Promise<T>,
  changed: (result: T) => boolean = () => true,
): Promise<T> {
  const result = await database.transaction().execute((trx) => run(trx as ContentTransaction));
  if (changed(result)) await contentChanged(database);
  return result;
}
