// Types for lighthouse-report.mjs (the bench scripts are plain JavaScript run by Node).
import type { MainThreadLoad, TraceEvent } from "./main-thread.mjs";

export class LighthouseRunError extends Error {
  readonly code: string;
  constructor(code: string, message: string);
}

export interface LighthouseSummary {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  totalBytes: number;
  jsBytes: number;
  requests: number;
  consoleErrors: string[];
  auditsBelow90: string[];
  mainThread: MainThreadLoad | undefined;
}

export function summariseReport(
  // A Lighthouse JSON report; only the fields read are typed loosely here.
  report: Record<string, unknown>,
  options: { url: string; traceEvents?: TraceEvent[] },
): LighthouseSummary;
