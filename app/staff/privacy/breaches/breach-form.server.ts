import { z } from "zod";
import { parseForm } from "~/lib/forms/parse-form.server";
import { isLeadFormId, type LeadFormId } from "~/leads/forms/lead-forms";
import { breachDataKinds, isBreachDataKind } from "~/privacy/breaches/kinds";
import type { BreachSelection, IncidentInput } from "~/privacy/breaches/store.server";
import { dayRangeQuery } from "~/staff/ui/date-range";
import type { BreachFormValues } from "./breach-form";

/**
 * Reads the breach register's form on the server: every field checked with
 * its own message, the typed values kept for a refused form (ADR 65).
 */

/** "2026-11-28T14:30" typed in India time, as the ISO timestamp stored. */
function indianDateTime(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}:00+05:30`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The stored ISO time as the datetime-local input shows it, in India time. */
export function asIndianInput(iso: string | null): string {
  if (!iso) return "";
  const india = new Date(Date.parse(iso) + 330 * 60_000);
  return india.toISOString().slice(0, 16);
}

const clock = (now: Date) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === "") return null;
      const iso = indianDateTime(v);
      if (!iso) {
        ctx.addIssue({ code: "custom", message: "Enter a date and time, like 2026-11-28 14:30" });
        return z.NEVER;
      }
      // A few minutes of grace for a clock that runs fast.
      if (Date.parse(iso) > now.getTime() + 10 * 60_000) {
        ctx.addIssue({ code: "custom", message: "This time is in the future" });
        return z.NEVER;
      }
      return iso;
    });

const text = (max: number, missing?: string) =>
  missing
    ? z.string().trim().min(1, missing).max(max, `At most ${max} characters`)
    : z.string().trim().max(max, `At most ${max} characters`);

function textSchema(now: Date) {
  return z.object({
    title: text(120, "Give the incident a short name"),
    foundAt: clock(now).refine((v) => v !== null, "Enter when the breach was found"),
    occurredAt: clock(now),
    whatHappenedEn: text(4_000, "Say what happened, in English"),
    whatHappenedHi: text(4_000),
    stepsTakenEn: text(4_000, "Say what has been done, in English"),
    stepsTakenHi: text(4_000),
  });
}

const selectionSchema = z.object({
  selectBy: z.enum(["form", "leads"], { error: "Choose how to find the affected people" }),
  form: z.string().trim(),
  from: z.union([z.literal(""), z.iso.date({ error: "Enter a date like 2026-11-01" })]),
  to: z.union([z.literal(""), z.iso.date({ error: "Enter a date like 2026-11-01" })]),
  leadIds: z.string().max(20_000, "Too many numbers for one form; split the incident"),
});

export type BreachFormCheck =
  | {
      ok: true;
      input: IncidentInput;
      selection?: { record: BreachSelection; query: LeadQuery };
      values: BreachFormValues;
    }
  | { ok: false; errors: Record<string, string>; values: BreachFormValues };

/** What the leads' store is asked for. */
export type LeadQuery = { leadIds: number[] } | { form?: LeadFormId; from?: string; to?: string };

/** Reads the form: the incident's words, and (when recording) whose data it reached. */
export function readBreachForm(
  form: FormData,
  { withSelection, now = new Date() }: { withSelection: boolean; now?: Date },
): BreachFormCheck {
  const kinds = form.getAll("kinds").filter((v): v is string => typeof v === "string");
  const texts = parseForm(form, textSchema(now));
  const errors: Record<string, string> = texts.ok ? {} : { ...texts.errors };
  const values: BreachFormValues = { ...texts.values, kinds };
  const chosen = kinds.filter(isBreachDataKind);
  if (chosen.length === 0) errors.kinds = "Choose at least one kind of data";
  else if (chosen.length !== kinds.length) errors.kinds = "Choose from the list";

  let selection: { record: BreachSelection; query: LeadQuery } | undefined;
  if (withSelection) {
    const picked = parseForm(form, selectionSchema);
    Object.assign(values, picked.values);
    if (!picked.ok) Object.assign(errors, picked.errors);
    else if (picked.data.selectBy === "leads") {
      const tokens = picked.data.leadIds.split(/[\s,;]+/).filter(Boolean);
      const ids = tokens.map((t) => Number(t.replace(/^#/, "")));
      if (tokens.length === 0) errors.leadIds = "List the lead numbers, for example 12, 15, 40";
      else if (ids.some((n) => !Number.isInteger(n) || n < 1 || n > 999_999_999))
        errors.leadIds = "Use lead numbers only, separated by commas or spaces";
      else {
        const unique = [...new Set(ids)];
        selection = { record: { by: "leads", leadIds: unique }, query: { leadIds: unique } };
      }
    } else {
      const { form: formId, from, to } = picked.data;
      if (formId !== "" && !isLeadFormId(formId)) errors.form = "Choose a form from the list";
      if (from && to && from > to) errors.to = "The end date must be on or after the start date";
      if (!errors.form && !errors.to) {
        const range = dayRangeQuery({ from: from || undefined, to: to || undefined });
        selection = {
          record: {
            by: "form",
            ...(formId ? { form: formId } : {}),
            ...(from ? { from } : {}),
            ...(to ? { to } : {}),
          },
          query: {
            ...(formId && isLeadFormId(formId) ? { form: formId } : {}),
            ...(range.from ? { from: range.from } : {}),
            ...(range.to ? { to: range.to } : {}),
          },
        };
      }
    }
  }
  if (!texts.ok || Object.keys(errors).length > 0) return { ok: false, errors, values };
  return {
    ok: true,
    values,
    input: {
      title: texts.data.title,
      foundAt: texts.data.foundAt!,
      occurredAt: texts.data.occurredAt,
      whatHappened: { en: texts.data.whatHappenedEn, hi: texts.data.whatHappenedHi },
      stepsTaken: { en: texts.data.stepsTakenEn, hi: texts.data.stepsTakenHi },
      kinds: breachDataKinds.filter((k) => chosen.includes(k)),
    },
    ...(selection ? { selection } : {}),
  };
}
