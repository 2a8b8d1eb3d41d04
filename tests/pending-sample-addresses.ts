/** Where a pending address is found: the crawl and the content tests ask both. */
export type PendingSource = "database" | "content files";

/**
 * Sample addresses that still lead nowhere because a change in progress
 * replaces them. The content tests and the crawl test let these (and only
 * these) through; each entry must still be found, so it is deleted from this
 * list in the change that fixes it. Empty since issue 26 gave news stories
 * pages of ours and the how-to videos our own files.
 */
export const pendingSampleAddresses: ReadonlyArray<{
  prefix: string;
  source: PendingSource;
  reason: string;
}> = [];

export function isPendingSampleAddress(value: string): boolean {
  return pendingSampleAddresses.some((entry) => value.startsWith(entry.prefix));
}

interface Checked {
  where: string;
  address: { value: string };
  /** Why it can never work (lib/outside-addresses.ts), when it cannot. */
  problem?: string;
}

/** The addresses that lead nowhere and are not pending, as "where address: why". */
export function leadingNowhere(entries: readonly Checked[]): string[] {
  return entries
    .filter((entry) => entry.problem && !isPendingSampleAddress(entry.address.value))
    .map((entry) => `${entry.where} ${entry.address.value}: ${entry.problem}`);
}

/** The entries for a source that none of the given addresses match any more. */
export function stalePendingEntries(source: PendingSource, values: readonly string[]): string[] {
  return pendingSampleAddresses
    .filter((entry) => entry.source === source)
    .filter((entry) => !values.some((value) => value.startsWith(entry.prefix)))
    .map((entry) => `${entry.prefix} (${entry.reason}) is no longer found: remove it`);
}
