// Reads one Lighthouse report (and its trace) into the figures the bench prints.
//
// Lighthouse can finish normally and still have measured nothing: when its
// trace of the page load is broken (NO_NAVSTART, NO_FCP and the like) the
// process exits 0 and the report carries a `runtimeError` and no scores. Such
// a run is a failed attempt, not a score of 0: counted as one, it would pull
// the median down and put a 0 among the figures of a page that scored 98.
import { mainThreadLoad } from "./main-thread.mjs";

/** A Lighthouse run that produced a report but could not measure the page. */
export class LighthouseRunError extends Error {
  constructor(code, message) {
    super(`${code}: ${message}`);
    this.name = "LighthouseRunError";
    this.code = code;
  }
}

/**
 * The bench's figures from a report. Throws LighthouseRunError when the report
 * says the run failed or has no performance score. Types: lighthouse-report.d.mts.
 */
export function summariseReport(report, { url, traceEvents = [] }) {
  if (report.runtimeError) {
    const { code = "RUNTIME_ERROR", message = "" } = report.runtimeError;
    throw new LighthouseRunError(code, firstSentence(message));
  }
  const performance = report.categories?.performance?.score;
  if (typeof performance !== "number") {
    throw new LighthouseRunError("NO_SCORE", "the report has no performance score");
  }
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const requests = report.audits["network-requests"]?.details?.items ?? [];
  const sum = (items) => items.reduce((total, r) => total + (r.transferSize ?? 0), 0);
  const failing = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
    .filter((a) => a.scoreDisplayMode !== "notApplicable" && a.scoreDisplayMode !== "manual")
    .map((a) => a.id);
  return {
    url,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? NaN),
    tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? NaN),
    totalBytes: sum(requests),
    jsBytes: sum(requests.filter((r) => r.resourceType === "Script")),
    requests: requests.length,
    consoleErrors: (report.audits["errors-in-console"]?.details?.items ?? []).map((item) =>
      `${item.description ?? ""} ${item.sourceLocation?.url ?? item.url ?? ""}`.trim(),
    ),
    auditsBelow90: failing,
    // The document's own address: a page that redirected was parsed under it.
    mainThread: mainThreadLoad(traceEvents, report.mainDocumentUrl ?? url),
  };
}

/** Lighthouse's messages run on with advice ("Please run Lighthouse again."); the cause is enough. */
function firstSentence(message) {
  const match = /^[^.]*\.?/.exec(message.trim());
  return match ? match[0] : message;
}
