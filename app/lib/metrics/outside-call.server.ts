import { siteMetrics, type OutsideSystem } from "./registry.server";

/**
 * Times one call to an outside system and counts it as ok or error, for the
 * adapters (CRM, ERP, SMTP, SMS, S3): each wraps its one sending function in
 * this, so what is measured is the same everywhere, from the request going
 * out to the answer read.
 *
 * `failed` says which answers are errors: most of our adapters never throw
 * (they answer a result saying how a call went), so a thrown error is not the
 * only failure. A call that throws is an error and the error is thrown on.
 * `operation` is one of a few fixed words per system ("lead", "send"), never
 * anything from the call's data.
 */
export async function timeOutsideCall<T>(
  system: OutsideSystem,
  operation: string,
  call: () => Promise<T>,
  failed: (result: T) => boolean = () => false,
): Promise<T> {
  const started = performance.now();
  let outcome: "ok" | "error" = "error";
  try {
    const result = await call();
    if (!failed(result)) outcome = "ok";
    return result;
  } finally {
    const metrics = siteMetrics();
    metrics.outsideCallDuration.observe(
      { system, operation, outcome },
      (performance.now() - started) / 1000,
    );
    if (outcome === "error") metrics.outsideCallErrors.inc({ system, operation });
  }
}
