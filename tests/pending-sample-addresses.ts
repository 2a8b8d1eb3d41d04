/**
 * Sample addresses that still lead nowhere because other parts of issue 26
 * replace them: the three how-to videos are hosted by us. The content tests and the crawl test let
 * these (and only these) through; each entry must still be found, so it is
 * deleted from this list in the change that fixes it.
 */
export const pendingSampleAddresses = [
  {
    prefix: "https://www.youtube.com/watch?v=kamo",
    source: "content files",
    reason: 'the how-to videos are hosted by us (issue 26, "Video links")',
  },
] as const;

/** Where a pending address is found: the crawl and the content tests ask both. */
export type PendingSource = "database" | "content files";

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
