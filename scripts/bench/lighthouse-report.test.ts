import { describe, expect, it } from "vitest";
import { LighthouseRunError, summariseReport } from "./lighthouse-report.mjs";

const URL = "http://127.0.0.1:3220/about";

/** A report shaped like Lighthouse 12's JSON, with only the fields the bench reads. */
function report(overrides: Record<string, unknown> = {}) {
  return {
    mainDocumentUrl: URL,
    categories: {
      performance: { score: 0.98 },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: 0.92 },
    },
    audits: {
      "largest-contentful-paint": {
        id: "largest-contentful-paint",
        numericValue: 1206.4,
        score: 1,
        scoreDisplayMode: "numeric",
      },
      "total-blocking-time": {
        id: "total-blocking-time",
        numericValue: 57.2,
        score: 0.99,
        scoreDisplayMode: "numeric",
      },
      "network-requests": {
        id: "network-requests",
        score: null,
        details: {
          items: [
            { resourceType: "Document", transferSize: 30_000 },
            { resourceType: "Script", transferSize: 20_000 },
            { resourceType: "Script", transferSize: 5_000 },
            { resourceType: "Image", transferSize: 40_000 },
          ],
        },
      },
      "meta-description": { id: "meta-description", score: 0, scoreDisplayMode: "binary" },
    },
    ...overrides,
  };
}

describe("summariseReport", () => {
  it("reads the scores, timings and bytes of a finished run", () => {
    const summary = summariseReport(report(), { url: URL });
    expect(summary).toMatchObject({
      performance: 98,
      accessibility: 100,
      bestPractices: 100,
      seo: 92,
      lcpMs: 1206,
      tbtMs: 57,
      totalBytes: 95_000,
      jsBytes: 25_000,
      requests: 4,
      auditsBelow90: ["meta-description"],
    });
    // No trace: nothing to say about the main thread.
    expect(summary.mainThread).toBeUndefined();
  });

  it("treats a run whose trace broke as a failed attempt, not a score of 0", () => {
    const broken = report({
      categories: { performance: { score: null } },
      runtimeError: {
        code: "NO_NAVSTART",
        message:
          "Something went wrong with recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)",
      },
    });
    expect(() => summariseReport(broken, { url: URL })).toThrowError(LighthouseRunError);
    expect(() => summariseReport(broken, { url: URL })).toThrowError(
      "NO_NAVSTART: Something went wrong with recording the trace over your page load.",
    );
  });

  it("treats a report without a performance score as a failed attempt", () => {
    const unscored = report({ categories: { performance: { score: null } } });
    expect(() => summariseReport(unscored, { url: URL })).toThrowError(/NO_SCORE/);
  });
});
