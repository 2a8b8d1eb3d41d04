import { addDays, isIsoDate } from "~/lib/ist";

/**
 * The bookings page's address: a list (from, to, area, status, page) or one
 * day (view=day, date, area). Read leniently, as the other staff lists are:
 * a value that does not parse is dropped with a message beside its field,
 * and the page still shows something.
 */
export interface BookingFilters {
  view: "list" | "day";
  from?: string;
  to?: string;
  date: string;
  area?: number;
  status?: "booked" | "cancelled";
  page: number;
}

export type BookingFilterErrors = Partial<
  Record<"from" | "to" | "date" | "area" | "status", string>
>;

export function parseBookingFilters(
  params: URLSearchParams,
  today: string,
): { filters: BookingFilters; errors: BookingFilterErrors } {
  const errors: BookingFilterErrors = {};
  const date = (name: "from" | "to" | "date") => {
    const value = params.get(name)?.trim() ?? "";
    if (!value) return undefined;
    if (isIsoDate(value)) return value;
    errors[name] = "Enter the date as DD/MM/YYYY";
    return undefined;
  };
  const from = date("from");
  const to = date("to");
  if (from && to && to < from) {
    errors.to = "The end date is before the start date";
  }
  const areaText = params.get("area")?.trim() ?? "";
  const area = /^\d{1,9}$/.test(areaText) ? Number(areaText) : undefined;
  if (areaText && area === undefined) errors.area = "Choose an area from the list";
  const statusText = params.get("status") ?? "";
  const status = statusText === "booked" || statusText === "cancelled" ? statusText : undefined;
  if (statusText && !status) errors.status = "Choose a status from the list";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  return {
    filters: {
      view: params.get("view") === "day" ? "day" : "list",
      // The list starts at today unless asked otherwise: past visits are history.
      ...(params.has("from") ? (from ? { from } : {}) : { from: today }),
      ...(to && !errors.to ? { to } : {}),
      date: date("date") ?? today,
      ...(area !== undefined ? { area } : {}),
      ...(status ? { status } : {}),
      page,
    },
    errors,
  };
}

export function bookingsSearch(filters: Partial<BookingFilters>): string {
  const params = new URLSearchParams();
  if (filters.view === "day") {
    params.set("view", "day");
    if (filters.date) params.set("date", filters.date);
  } else {
    if (filters.from !== undefined) params.set("from", filters.from);
    if (filters.to) params.set("to", filters.to);
    if (filters.status) params.set("status", filters.status);
    if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  }
  if (filters.area) params.set("area", String(filters.area));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export const nextDay = (date: string, days: number) => addDays(date, days);
