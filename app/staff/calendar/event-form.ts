import type { CalendarEvent, EventKind } from "~/investors/calendar/event";
import type { FiscalQuarter } from "~/investors/calendar/financial-year";
import { quarterLabel } from "~/investors/calendar/financial-year";

/**
 * The staff form of a financial calendar event (ADR 20): what investor
 * relations types, as strings, to and from the event model. The model's own
 * schema checks the result (app/investors/calendar/event.ts); this module
 * only shapes input and names each problem after the field that caused it.
 */
export const EVENT_FORM_FIELDS = [
  "kind",
  "title",
  "startDate",
  "startTime",
  "endDate",
  "endTime",
  "location",
  "description",
  "purpose",
  "period",
  "meeting",
  "mode",
  "documents",
] as const;
export type EventFormField = (typeof EVENT_FORM_FIELDS)[number];

/** Documents one event may list: an event is one meeting or date, with its few filings. */
export const MAX_EVENT_DOCUMENTS = 20;
export type EventFormValues = Partial<Record<EventFormField, string>>;

/** Kinds staff add; trading-window closures follow from results dates on their own. */
export const STAFF_EVENT_KINDS: ReadonlyArray<{ value: EventKind; label: string }> = [
  { value: "board-meeting", label: "Board meeting" },
  { value: "results", label: "Financial results" },
  { value: "general-meeting", label: "General meeting (AGM or EGM)" },
  { value: "record-date", label: "Record date" },
  { value: "ex-dividend-date", label: "Ex-dividend date" },
  { value: "dividend-payment-date", label: "Dividend payment date" },
];

export function kindLabel(kind: EventKind): string {
  return (
    STAFF_EVENT_KINDS.find((k) => k.value === kind)?.label ??
    (kind === "trading-window-closure" ? "Trading window closure" : kind)
  );
}

/** Which kinds ask for which of the kind-specific fields. */
export const KIND_FIELDS: Record<"purpose" | "period" | "meeting", ReadonlySet<EventKind>> = {
  purpose: new Set(["board-meeting", "record-date", "ex-dividend-date", "dividend-payment-date"]),
  period: new Set(["results", "board-meeting"]),
  meeting: new Set(["general-meeting"]),
};

/** The quarters a form offers: this financial year's and the next's, and the one before. */
export function quarterChoices(fy: number): Array<{ value: string; label: string }> {
  const choices: Array<{ value: string; label: string }> = [];
  for (const year of [fy - 1, fy, fy + 1])
    for (const q of [1, 2, 3, 4] as const)
      choices.push({ value: `${year}-Q${q}`, label: quarterLabel({ fy: year, q }) });
  return choices;
}

function quarterValue(quarter: FiscalQuarter | undefined): string {
  return quarter ? `${quarter.fy}-Q${quarter.q}` : "";
}

function parseQuarter(value: string): FiscalQuarter | undefined {
  const m = /^(\d{4})-Q([1-4])$/.exec(value);
  return m ? { fy: Number(m[1]), q: Number(m[2]) as FiscalQuarter["q"] } : undefined;
}

/** A stored event as the form shows it. */
export function eventFormValues(event: CalendarEvent): EventFormValues {
  const { when } = event;
  const [startDate = "", startTime = ""] = when.allDay ? [when.start] : when.start.split("T");
  const [endDate = "", endTime = ""] = when.end
    ? when.allDay
      ? [when.end]
      : when.end.split("T")
    : [];
  return {
    kind: event.kind,
    title: event.title,
    startDate,
    startTime,
    endDate,
    endTime,
    location: event.location ?? "",
    description: event.description ?? "",
    purpose: "purpose" in event ? event.purpose : "",
    period: quarterValue(
      event.kind === "results" || event.kind === "trading-window-closure"
        ? event.period
        : event.kind === "board-meeting"
          ? event.resultsFor
          : undefined,
    ),
    meeting: event.kind === "general-meeting" ? event.meeting : "",
    mode: event.kind === "general-meeting" ? event.mode : "",
    documents: event.relatedDocumentIds.join(", "),
  };
}

export type EventFormInput =
  { ok: true; input: Record<string, unknown> } | { ok: false; errors: EventFormValues };

const optional = (value: string | undefined) => {
  const trimmed = (value ?? "").trim();
  return trimmed === "" ? undefined : trimmed;
};

/**
 * The event model's input from what staff typed: a start time makes a timed
 * event, none a whole-day one. Problems the model cannot name (an end time
 * without a start time, document ids that are not numbers) are caught here.
 */
export function eventInputFromForm(values: EventFormValues): EventFormInput {
  const errors: EventFormValues = {};
  const kind = (values.kind ?? "") as EventKind;
  const startDate = (values.startDate ?? "").trim();
  const startTime = (values.startTime ?? "").trim();
  const endDate = (values.endDate ?? "").trim();
  const endTime = (values.endTime ?? "").trim();
  if (!STAFF_EVENT_KINDS.some((k) => k.value === kind))
    errors.kind = "Choose what kind of date this is";
  if ((values.title ?? "").trim() === "") errors.title = "Give the title visitors see";
  if (KIND_FIELDS.purpose.has(kind) && (values.purpose ?? "").trim() === "")
    errors.purpose = "Give the purpose, as the intimation to the exchanges words it";
  if (startDate === "") errors.startDate = "Give the date";
  let when: Record<string, unknown>;
  if (startTime === "") {
    if (endTime !== "") errors.endTime = "A whole-day event has no end time: give a start time too";
    when = { allDay: true, start: startDate, end: optional(endDate) };
  } else {
    if (endDate !== "" && endTime === "") errors.endTime = "Give the time it ends on that day";
    when = {
      allDay: false,
      start: `${startDate}T${startTime}`,
      end: endTime === "" ? undefined : `${endDate || startDate}T${endTime}`,
    };
  }
  const ids = (values.documents ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((id) => (/^\d{1,9}$/.test(id) ? Number(id) : Number.NaN));
  if (ids.some((id) => !Number.isInteger(id) || id <= 0))
    errors.documents = "List document numbers separated by commas, e.g. 318, 313";
  else if (ids.length > MAX_EVENT_DOCUMENTS)
    errors.documents = `List at most ${MAX_EVENT_DOCUMENTS} documents (this lists ${ids.length}): the filings of this date only`;
  const period = parseQuarter(values.period ?? "");
  if (kind === "results" && !period) errors.period = "Choose the quarter these results are for";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      kind,
      title: (values.title ?? "").trim(),
      when,
      location: optional(values.location),
      description: optional(values.description),
      relatedDocumentIds: ids,
      ...(KIND_FIELDS.purpose.has(kind) ? { purpose: (values.purpose ?? "").trim() } : {}),
      ...(kind === "results" ? { period } : {}),
      ...(kind === "board-meeting" && period ? { resultsFor: period } : {}),
      ...(kind === "general-meeting" ? { meeting: values.meeting, mode: values.mode } : {}),
    },
  };
}

/** The form field a problem the event model reported belongs to ("when.start" → startDate). */
export function fieldOfIssue(path: string): EventFormField {
  if (path === "when.end") return "endDate";
  if (path.startsWith("when")) return "startDate";
  if (path.startsWith("period") || path.startsWith("resultsFor")) return "period";
  if (path.startsWith("relatedDocumentIds")) return "documents";
  return (EVENT_FORM_FIELDS as readonly string[]).includes(path)
    ? (path as EventFormField)
    : "title";
}

/** The model's problems ("must be after the start") as sentences under their fields. */
export function formErrorsOf(errors: Record<string, string>): EventFormValues {
  const out: EventFormValues = {};
  for (const [path, message] of Object.entries(errors)) {
    const sentence = message.charAt(0).toUpperCase() + message.slice(1);
    out[fieldOfIssue(path)] ??= sentence;
  }
  return out;
}
