/**
 * The explorer's address without empty parameters. A GET form sends every
 * field, so "Any" colour family and an empty search give
 * `?q=&family=&band=light&use=&product=`: noise in a shared link, and one
 * more address for the same page. With JavaScript the form leaves empty
 * fields out before it asks (`filledParams`); without it, the server answers
 * such an address with a redirect to its clean form (`cleanSearch`).
 * Browser-safe: no server imports.
 */

const isEmpty = (value: string) => value.trim() === "";

/** The pairs of `entries` that hold something, in their order. */
export function filledParams(entries: Iterable<[string, FormDataEntryValue | string]>) {
  const params = new URLSearchParams();
  for (const [name, value] of entries)
    if (typeof value === "string" && !isEmpty(value)) params.append(name, value);
  return params;
}

/**
 * The search string (`?…`, or "" for none) of `url` without its empty
 * parameters, or undefined when it has none to drop.
 */
export function cleanSearch(url: URL): string | undefined {
  const entries = [...url.searchParams.entries()];
  if (!entries.some(([, value]) => isEmpty(value))) return undefined;
  const query = filledParams(entries).toString();
  return query ? `?${query}` : "";
}
