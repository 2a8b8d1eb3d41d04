import type { EstimateOutcome } from "./estimate";
import type { EstimateError } from "./fields";

/**
 * Which of an estimate's problems the page calls mistakes. A field nobody has
 * filled in yet is not a mistake while the visitor is still filling the form
 * in (typing with JavaScript, or adding a room without it): the page lists
 * it as still needed instead of shouting "please fill this in" at someone
 * who has only picked "Room by room". Once the visitor asks for the estimate
 * (the submit button, or Enter), every problem is one.
 */
export interface ShownErrors {
  /** Shown beside their fields and in the summary; the page answers 400. */
  errors: EstimateError[];
  /** Empty fields the estimate still needs, listed calmly. */
  missing: EstimateError[];
}

export function shownErrors(
  outcome: EstimateOutcome | null,
  { asked }: { asked: boolean },
): ShownErrors {
  if (!outcome || outcome.ok) return { errors: [], missing: [] };
  if (asked) return { errors: outcome.errors, missing: [] };
  return {
    errors: outcome.errors.filter((error) => error.code !== "required"),
    missing: outcome.errors.filter((error) => error.code === "required"),
  };
}
