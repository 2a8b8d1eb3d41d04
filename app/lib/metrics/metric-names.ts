/**
 * The metric names a PromQL expression reads (ours, `kamo_…`, and Prometheus's
 * own `up`), for the checks that the alert rules and the dashboard name only
 * metrics the site exports (tests/unit/ops-*.test.ts).
 */
export function metricNamesIn(expression: string): string[] {
  // Label values in quotes may look like names ({outbox="lead_deliveries"}): not read.
  const unquoted = expression.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  return [...new Set(unquoted.match(/\b(kamo_[a-z0-9_]+|up)\b(?!\s*\()/g) ?? [])];
}

/** The series names a registry's metrics give: a histogram's as _bucket, _sum and _count. */
export function seriesNames(metrics: ReadonlyArray<{ name: string; type: unknown }>): Set<string> {
  return new Set(
    metrics.flatMap(({ name, type }) => {
      // prom-client's types call it an enum; at run time it is the word.
      const kind = String(type);
      return kind === "histogram"
        ? [`${name}_bucket`, `${name}_sum`, `${name}_count`]
        : kind === "summary"
          ? [name, `${name}_sum`, `${name}_count`]
          : [name];
    }),
  );
}
