import type { DocumentFilters as Filters } from "~/investors/document-types";
import { financialYearLabel } from "./format";

/**
 * Year and text filters as a plain GET form: the state lives in the URL, so it
 * works without JavaScript, can be bookmarked and shared, and the page cache
 * can serve repeat searches.
 */
export function DocumentFilters({
  path,
  filters,
  years,
  shown,
  total,
  noun = "document",
}: {
  path: string;
  filters: Filters;
  years: string[];
  shown: number;
  total: number;
  noun?: string;
}) {
  const active = Boolean(filters.year || filters.q);
  const plural = (n: number) => `${n} ${noun}${n === 1 ? "" : "s"}`;
  return (
    <div role="search" className="document-filters" aria-label="Filter documents">
      <form method="get" action={path} className="document-filters__form">
        <div className="document-filters__field">
          <label htmlFor="filter-year">Financial year</label>
          <select id="filter-year" name="year" defaultValue={filters.year ?? ""}>
            <option value="">All years</option>
            {years.map((fy) => (
              <option key={fy} value={fy}>
                {financialYearLabel(fy)}
              </option>
            ))}
          </select>
        </div>
        <div className="document-filters__field document-filters__field--grow">
          <label htmlFor="filter-q">Search descriptions</label>
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            maxLength={100}
            placeholder="e.g. dividend, Q3, board meeting"
            autoComplete="off"
          />
        </div>
        <div className="document-filters__actions">
          <button type="submit" className="button button--secondary">
            Show documents
          </button>
          {active ? (
            <a className="document-filters__clear" href={path}>
              Clear filters
            </a>
          ) : null}
        </div>
      </form>
      <p className="document-filters__count" role="status">
        {active
          ? `Showing ${plural(shown)} of ${total}${filters.year ? ` for ${financialYearLabel(filters.year)}` : ""}${filters.q ? ` matching “${filters.q}”` : ""}.`
          : `${plural(total)}, newest first.`}
      </p>
    </div>
  );
}
