import { z } from "zod";
import { fiscalQuarterSchema, quarterLabel, quarterRange } from "./financial-year";
import { isIsoDate, isIstDateTime } from "~/lib/ist";

/**
 * One entry of the financial calendar. Times are IST wall-clock times (see
 * ist.ts); record, ex-dividend and payment dates are whole days. Every change
 * raises `sequence`, so a calendar that subscribed to the feed replaces its
 * copy (RFC 5545 SEQUENCE); `uid` never changes. A cancelled event is kept,
 * with status "cancelled", so subscribers see the cancellation.
 */
export const EVENT_KINDS = [
  "board-meeting",
  "results",
  "general-meeting",
  "record-date",
  "ex-dividend-date",
  "dividend-payment-date",
  "trading-window-closure",
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Kinds that are a day, never a time of day. */
const ALL_DAY_KINDS: ReadonlySet<EventKind> = new Set([
  "record-date",
  "ex-dividend-date",
  "dividend-payment-date",
]);

const isoDate = z.string().refine(isIsoDate, "must be a date, YYYY-MM-DD");
const istDateTime = z
  .string()
  .refine(isIstDateTime, "must be a date and time in IST, YYYY-MM-DDTHH:mm");

export const eventTimingSchema = z.discriminatedUnion("allDay", [
  z.object({
    allDay: z.literal(true),
    start: isoDate,
    /** Last day, inclusive; absent for a one-day event. */
    end: isoDate.optional(),
  }),
  z.object({
    allDay: z.literal(false),
    start: istDateTime,
    /** Absent for a moment (results declared at 15:30). */
    end: istDateTime.optional(),
  }),
]);
export type EventTiming = z.infer<typeof eventTimingSchema>;

// RFC 5545 allows any text in UID; ours stay to characters no client mangles.
const uidSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._~+-]*@[A-Za-z0-9.-]+$/, 'must look like "name@domain"')
  .max(200);

const text = (max: number) => z.string().trim().min(1).max(max);

const common = {
  uid: uidSchema,
  sequence: z.number().int().min(0),
  status: z.enum(["scheduled", "cancelled"]),
  title: text(200),
  when: eventTimingSchema,
  location: text(300).optional(),
  description: text(4_000).optional(),
  /** Documents filed for the event (notice, outcome, results), linked once it is past. */
  relatedDocumentIds: z.array(z.number().int().positive()).default([]),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

const eventVariants = z.discriminatedUnion("kind", [
  z.object({
    ...common,
    kind: z.literal("board-meeting"),
    /** As the intimation to the exchanges words it. */
    purpose: text(500),
    /** The quarter whose results the meeting considers, if any. */
    resultsFor: fiscalQuarterSchema.optional(),
  }),
  z.object({ ...common, kind: z.literal("results"), period: fiscalQuarterSchema }),
  z.object({
    ...common,
    kind: z.literal("general-meeting"),
    meeting: z.enum(["AGM", "EGM"]),
    /** Video conference / other audio-visual means (MCA circulars), in person, or both. */
    mode: z.enum(["in-person", "video-conference", "hybrid"]),
  }),
  z.object({ ...common, kind: z.literal("record-date"), purpose: text(500) }),
  z.object({ ...common, kind: z.literal("ex-dividend-date"), purpose: text(500) }),
  z.object({ ...common, kind: z.literal("dividend-payment-date"), purpose: text(500) }),
  z.object({ ...common, kind: z.literal("trading-window-closure"), period: fiscalQuarterSchema }),
]);

export const calendarEventSchema = eventVariants.superRefine((event, ctx) => {
  const issue = (path: string[], message: string) =>
    ctx.addIssue({ code: "custom", path, message });
  const { when } = event;
  if (when.end !== undefined && (when.allDay ? when.end < when.start : when.end <= when.start)) {
    issue(["when", "end"], "must be after the start");
  }
  if (ALL_DAY_KINDS.has(event.kind) && !when.allDay) {
    issue(["when", "allDay"], "this kind of date is a whole day");
  }
  if (event.kind === "trading-window-closure" && (when.allDay || when.end === undefined)) {
    issue(["when"], "a closure runs from a time to a time");
  }
  if (event.kind === "general-meeting" && event.mode !== "video-conference" && !event.location) {
    issue(["location"], "a meeting held in person needs its venue");
  }
  const period =
    event.kind === "results"
      ? event.period
      : event.kind === "board-meeting"
        ? event.resultsFor
        : undefined;
  if (period && when.start.slice(0, 10) <= quarterRange(period).end) {
    issue(["when", "start"], `results for ${quarterLabel(period)} come after the quarter ends`);
  }
  if (event.updatedAt < event.createdAt) issue(["updatedAt"], "must not be before createdAt");
  if (new Set(event.relatedDocumentIds).size !== event.relatedDocumentIds.length) {
    issue(["relatedDocumentIds"], "lists a document twice");
  }
});

export type CalendarEvent = z.output<typeof calendarEventSchema>;
export type CalendarEventInput = z.input<typeof calendarEventSchema>;
export type EventOfKind<K extends EventKind> = Extract<CalendarEvent, { kind: K }>;

export function hasKind<K extends EventKind>(
  event: CalendarEvent,
  kind: K,
): event is EventOfKind<K> {
  return event.kind === kind;
}

/** A new UID for an event staff create: random, so it never collides or gives anything away. */
export function newEventUid(domain: string): string {
  return `${crypto.randomUUID()}@${domain}`;
}

/** What staff may change; kind, uid, sequence and the timestamps are the calendar's. */
export type EventChanges<E extends CalendarEvent> = Partial<
  Omit<E, "kind" | "uid" | "sequence" | "createdAt" | "updatedAt">
>;

/**
 * The event after a change, with its sequence raised by one and updatedAt set;
 * the event itself when the change changes nothing, so a save without edits
 * does not make every subscribed calendar download it again.
 */
export function reviseEvent<E extends CalendarEvent>(
  event: E,
  changes: EventChanges<E>,
  now: Date,
): E {
  // Both sides through the schema, so key order and defaults cannot make equal events differ.
  const before = calendarEventSchema.parse(event);
  const after = calendarEventSchema.parse({ ...event, ...changes });
  if (JSON.stringify(after) === JSON.stringify(before)) return event;
  return calendarEventSchema.parse({
    ...after,
    kind: event.kind,
    uid: event.uid,
    sequence: event.sequence + 1,
    createdAt: event.createdAt,
    updatedAt: now.toISOString(),
  }) as E;
}

export function cancelEvent<E extends CalendarEvent>(event: E, now: Date): E {
  return reviseEvent<E>(event, { status: "cancelled" } as EventChanges<E>, now);
}
