import { describe, expect, it } from "vitest";
import { timeOutsideCall } from "./outside-call.server";
import { siteMetrics } from "./registry.server";

/** One helper times every adapter's calls (ADR 67): ok, an error answer, or a throw. */
async function figures(operation: string) {
  const { outsideCallDuration, outsideCallErrors } = siteMetrics();
  const durations = (await outsideCallDuration.get()).values;
  const calls = (outcome: string) =>
    durations.find(
      (v) =>
        v.metricName === "kamo_outside_call_duration_seconds_count" &&
        v.labels.system === "sms" &&
        v.labels.operation === operation &&
        v.labels.outcome === outcome,
    )?.value ?? 0;
  const errors =
    (await outsideCallErrors.get()).values.find(
      (v) => v.labels.system === "sms" && v.labels.operation === operation,
    )?.value ?? 0;
  return { ok: calls("ok"), error: calls("error"), errors };
}

describe("timeOutsideCall", () => {
  it("counts a call that answers ok, one whose answer is a failure, and one that throws", async () => {
    const operation = `test-${Math.random().toString(36).slice(2, 8)}`;
    const failed = (r: { ok: boolean }) => !r.ok;
    expect(await timeOutsideCall("sms", operation, async () => ({ ok: true }), failed)).toEqual({
      ok: true,
    });
    await timeOutsideCall("sms", operation, async () => ({ ok: false }), failed);
    await expect(
      timeOutsideCall("sms", operation, () => Promise.reject(new Error("refused"))),
    ).rejects.toThrow("refused");
    expect(await figures(operation)).toEqual({ ok: 1, error: 2, errors: 2 });
  });

  it("measures the time the call took", async () => {
    const operation = `slow-${Math.random().toString(36).slice(2, 8)}`;
    await timeOutsideCall("sms", operation, () => new Promise((r) => setTimeout(r, 60)));
    const sum = (await siteMetrics().outsideCallDuration.get()).values.find(
      (v) =>
        v.metricName === "kamo_outside_call_duration_seconds_sum" &&
        v.labels.operation === operation,
    )?.value;
    expect(sum).toBeGreaterThanOrEqual(0.05);
    expect(sum).toBeLessThan(1);
  });
});
