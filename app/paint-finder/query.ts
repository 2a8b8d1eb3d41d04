import { z } from "zod";
import { paintJobs, type PaintJob } from "~/products/content/schema";
import { finderConcerns, type FinderConcern } from "./rank";

/**
 * The paint finder's address (issue 42): its path and its GET form's
 * parameters, read and checked with zod. Apart from the server side, so the
 * page's component can name the path and the results' anchor without pulling
 * the ranking and the shade data into the browser.
 */
export const FINDER_PATH = "/paint-finder";
/** The results' heading: the form's action opens the page there, so a phone shows the count first. */
export const RESULTS_ID = "finder-results";
/** The query parameters the page reads (besides the plan's). */
export const FINDER_PARAMS = ["job", "needs"] as const;

// Which field is wrong is all the page needs: it words the message itself.
const finderQuerySchema = z.object({
  job: z.enum(paintJobs),
  needs: z.array(z.enum(finderConcerns)).max(finderConcerns.length),
});

export interface FinderForm {
  /** What the form shows again: the job and needs as sent. */
  job: string;
  needs: string[];
  /** Per field: the message key of what is wrong. */
  errors: Partial<Record<"job" | "needs", "error.job" | "error.needs">>;
  asked: boolean;
}

type Params = Pick<URLSearchParams, "get" | "getAll">;

/** The form's state from the address: nothing asked, a valid ask, or what to correct. */
export function readFinderQuery(params: Params): {
  form: FinderForm;
  ask?: { job: PaintJob; concerns: FinderConcern[] };
} {
  const job = (params.get("job") ?? "").trim().slice(0, 40);
  const needs = [...new Set(params.getAll("needs").map((n) => n.trim().slice(0, 40)))].slice(0, 12);
  const asked = params.get("job") !== null || needs.length > 0;
  const form: FinderForm = { job, needs, errors: {}, asked };
  if (!asked) return { form };
  const parsed = finderQuerySchema.safeParse({ job, needs });
  if (parsed.success) return { form, ask: { job: parsed.data.job, concerns: parsed.data.needs } };
  for (const issue of parsed.error.issues)
    form.errors[issue.path[0] === "job" ? "job" : "needs"] =
      issue.path[0] === "job" ? "error.job" : "error.needs";
  return { form };
}
