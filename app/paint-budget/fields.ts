import { z } from "zod";
import type { AreaUnit, LengthUnit } from "./units";

/**
 * Field rules for the calculator's input, as zod schemas that report errors
 * as codes with parameters (never English), so the page can say them in any
 * language. Values may arrive as numbers (as the visitor types) or as strings
 * (a GET form, a shared link); both go through the same rules.
 */

export type QuantityUnit = AreaUnit | LengthUnit | "percent";

/** One problem with one field; `field` is the input's path, e.g. "rooms.1.height". */
export type EstimateError =
  | {
      field: string;
      code:
        | "required"
        | "not-a-number"
        | "not-whole"
        | "negative"
        | "zero"
        | "invalid"
        | "invalid-choice"
        | "unknown-product"
        | "not-for-exterior";
    }
  | { field: string; code: "too-small"; min: number; unit?: QuantityUnit }
  | { field: string; code: "too-large"; max: number; unit?: QuantityUnit }
  | { field: string; code: "too-many"; max: number }
  | { field: string; code: "not-for-surface"; surface: "interior" | "exterior" }
  | {
      field: string;
      code: "openings-too-large";
      openings: number;
      walls: number;
      unit: AreaUnit;
    }
  | { field: string; code: "area-too-large"; area: number; max: number; unit: AreaUnit };

export type ErrorCode = EstimateError["code"];

/** An error before its field is known: what a rule reports. */
type Problem = DistributiveOmit<EstimateError, "field">;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Empty form fields and absent keys both mean "not given". */
export function isMissing(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "");
}

const DEVANAGARI_ZERO = 0x0966;

/**
 * Reads a number as people type it: "1,200", " 12.5 ", "१२". Exponents, hex
 * and words are refused, since no one measures a wall as 1e3.
 */
export function readNumber(raw: unknown): number | "not-a-number" {
  if (typeof raw === "number") return Number.isNaN(raw) ? "not-a-number" : raw;
  if (typeof raw !== "string") return "not-a-number";
  const text = raw
    .replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO))
    .replace(/[\s,]/g, "");
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return "not-a-number";
  return Number(text);
}

export interface NumberRule {
  /** Used when the field is not given; without one the field is required. */
  fallback?: number;
  whole?: boolean;
  zeroAllowed?: boolean;
  /** Smallest allowed value above zero, when there is one (the wall factor's 1). */
  min?: number;
  max: number;
  unit?: QuantityUnit;
}

/** The value a rule accepts, or the problem it found. */
export function checkNumber(raw: unknown, rule: NumberRule): number | Problem {
  if (isMissing(raw)) return rule.fallback ?? { code: "required" };
  const value = readNumber(raw);
  if (value === "not-a-number") return { code: "not-a-number" };
  // Past the sanity bound, including a digit string too long to be finite.
  if (value > rule.max) return { code: "too-large", max: rule.max, unit: rule.unit };
  if (value === -Infinity) return { code: "negative" };
  if (rule.whole && !Number.isInteger(value)) return { code: "not-whole" };
  if (value < 0) return { code: "negative" };
  if (value === 0 && !rule.zeroAllowed) return { code: "zero" };
  if (rule.min !== undefined && value < rule.min)
    return { code: "too-small", min: rule.min, unit: rule.unit };
  return value + 0; // -0 becomes 0
}

/** Records a problem for the field being checked; the returned value is never used. */
export function report(ctx: z.RefinementCtx, problem: Problem): never {
  ctx.addIssue({ code: "custom", message: problem.code, params: problem });
  return z.NEVER;
}

export const numberField = (rule: NumberRule) =>
  z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      const checked = checkNumber(raw, rule);
      return typeof checked === "number" ? checked : report(ctx, checked);
    });

/** One of a fixed set of words, matched without regard to case or spaces around it. */
export const choiceField = <T extends string>(values: readonly T[], fallback?: T) =>
  z
    .unknown()
    .optional()
    .transform((raw, ctx): T => {
      if (isMissing(raw)) return fallback ?? report(ctx, { code: "required" });
      const word = typeof raw === "string" ? raw.trim().toLowerCase() : raw;
      const found = values.find((v) => v.toLowerCase() === word);
      return found ?? report(ctx, { code: "invalid-choice" });
    });

const TRUE_WORDS = new Set(["true", "on", "yes", "1"]);
const FALSE_WORDS = new Set(["false", "off", "no", "0"]);

/** A checkbox: absent or empty is off; a GET form sends "on" when ticked. */
export const switchField = () =>
  z
    .unknown()
    .optional()
    .transform((raw, ctx): boolean => {
      if (typeof raw === "boolean") return raw;
      if (isMissing(raw)) return false;
      const word = String(raw).trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return true;
      if (FALSE_WORDS.has(word)) return false;
      return report(ctx, { code: "invalid-choice" });
    });

/** A list of between one and `max` items, each checked by `item`; absent is empty. */
export const listField = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((raw) => (isMissing(raw) ? [] : raw), z.array(item).min(1).max(max));

/**
 * zod's issues as the calculator's errors. Rules report their own codes; the
 * few issues zod raises itself (a list that is empty, too long, or not a list,
 * a room that is not an object) are translated here.
 */
export function toErrors(issues: readonly z.core.$ZodIssue[], prefix?: string): EstimateError[] {
  return issues.map((issue): EstimateError => {
    const field = [...(prefix ? [prefix] : []), ...issue.path.map(String)].join(".");
    if (issue.code === "custom" && issue.params) return { field, ...(issue.params as Problem) };
    if (issue.code === "too_big") return { field, code: "too-many", max: Number(issue.maximum) };
    if (issue.code === "too_small") return { field, code: "required" };
    return { field, code: "invalid" };
  });
}
