import { z } from "zod";
import { isIsoDate } from "~/lib/ist";
import { MAX_VISITS_PER_SLOT, splitList, type VisitArea } from "~/leads/booking/areas";

/**
 * The service area form: its fields as text (to show a refused form again)
 * and the check that turns them into an area. A PIN entry is a prefix of 1
 * to 5 digits or a whole PIN; the slots' visits are whole numbers up to
 * MAX_VISITS_PER_SLOT; days off are weekdays and dates.
 */
export const weekdayNames = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

export interface AreaFormValues {
  name: string;
  pins: string;
  morning: string;
  afternoon: string;
  evening: string;
  weeklyOff: string[];
  closedDates: string;
  active: boolean;
}

export type AreaFormErrors = Partial<
  Record<"name" | "pins" | "morning" | "afternoon" | "evening" | "closedDates", string>
>;

export function areaFormValues(form: FormData): AreaFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    pins: text("pins"),
    morning: text("morning"),
    afternoon: text("afternoon"),
    evening: text("evening"),
    weeklyOff: form.getAll("weeklyOff").filter((v): v is string => typeof v === "string"),
    closedDates: text("closedDates"),
    active: form.get("active") === "on",
  };
}

export function valuesOfArea(area: VisitArea): AreaFormValues {
  return {
    name: area.name,
    pins: area.pins.join(", "),
    morning: String(area.capacity.morning),
    afternoon: String(area.capacity.afternoon),
    evening: String(area.capacity.evening),
    weeklyOff: area.weeklyOff.map(String),
    closedDates: area.closedDates.join(", "),
    active: area.active,
  };
}

const visits = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, "Enter a whole number of visits, 0 for none")
  .transform(Number)
  .refine((n) => n <= MAX_VISITS_PER_SLOT, `At most ${MAX_VISITS_PER_SLOT} visits a slot`);

export function checkArea(
  values: AreaFormValues,
): { ok: true; area: Omit<VisitArea, "id"> } | { ok: false; errors: AreaFormErrors } {
  const errors: AreaFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = "Name the area, for example Bengaluru";
  else if (name.length > 80) errors.name = "Keep the name to 80 characters";
  const pins = splitList(values.pins);
  const badPin = pins.find((p) => !/^[1-9]\d{0,5}$/.test(p));
  if (pins.length === 0) errors.pins = "Enter at least one PIN prefix or PIN code";
  else if (badPin)
    errors.pins = `"${badPin.slice(0, 12)}" is not a PIN prefix (1 to 5 digits) or a PIN code (6 digits, not starting with 0)`;
  else if (pins.length > 500) errors.pins = "At most 500 entries";
  const capacity = { morning: 0, afternoon: 0, evening: 0 };
  for (const slot of ["morning", "afternoon", "evening"] as const) {
    const parsed = visits.safeParse(values[slot]);
    if (parsed.success) capacity[slot] = parsed.data;
    else errors[slot] = parsed.error.issues[0]?.message ?? "Enter a number";
  }
  const dates = splitList(values.closedDates);
  const badDate = dates.find((d) => !isIsoDate(d));
  if (badDate) errors.closedDates = `"${badDate.slice(0, 20)}" is not a date written as YYYY-MM-DD`;
  else if (dates.length > 366) errors.closedDates = "At most 366 dates";
  const weeklyOff = [...new Set(values.weeklyOff.filter((d) => /^[0-6]$/.test(d)).map(Number))];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    area: {
      name,
      pins: [...new Set(pins)],
      capacity,
      weeklyOff,
      closedDates: [...new Set(dates)].sort(),
      active: values.active,
    },
  };
}
