import { indianStates } from "~/lib/forms/options";

/**
 * The staff dealer list's search, read from and written to the query string
 * (GET form, so a search is a link and works without JavaScript).
 */
export interface DealerFilters {
  /** Matches code, name, city, PIN or phone, ignoring case. */
  q: string;
  state: string;
  status: "active" | "inactive" | "all";
  /** "pin": the shops placed at their PIN's centre, whose own coordinates staff should add. */
  location: "exact" | "pin" | "all";
  page: number;
}

const states = new Set(indianStates.map((choice) => choice.value));
const statuses = new Set<DealerFilters["status"]>(["active", "inactive", "all"]);
const locations = new Set<DealerFilters["location"]>(["exact", "pin", "all"]);

export function parseDealerFilters(params: URLSearchParams): DealerFilters {
  const state = params.get("state") ?? "";
  const status = params.get("status") ?? "all";
  const location = params.get("location") ?? "all";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: (params.get("q") ?? "").trim().slice(0, 80),
    state: states.has(state) ? state : "",
    status: statuses.has(status as DealerFilters["status"])
      ? (status as DealerFilters["status"])
      : "all",
    location: locations.has(location as DealerFilters["location"])
      ? (location as DealerFilters["location"])
      : "all",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** "?q=…&state=…" for links, leaving out what is at its default; page only when asked. */
export function dealerFilterSearch(
  filters: DealerFilters,
  override: Partial<DealerFilters> = {},
): string {
  const merged = { ...filters, ...override };
  const params = new URLSearchParams();
  if (merged.q) params.set("q", merged.q);
  if (merged.state) params.set("state", merged.state);
  if (merged.status !== "all") params.set("status", merged.status);
  if (merged.location !== "all") params.set("location", merged.location);
  if (override.page !== undefined && merged.page > 1) params.set("page", String(merged.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The staff dealer form's fields as CSV cells: the ranges and paints stocked
 * arrive as one checkbox each and are joined the way a CSV cell lists them.
 */
export function dealerFormFields(form: FormData, columns: readonly string[]) {
  const fields: Record<string, string> = {};
  for (const column of columns)
    fields[column] =
      column === "products" || column === "paints"
        ? form.getAll(column).map(String).join("; ")
        : String(form.get(column) ?? "");
  return fields;
}
