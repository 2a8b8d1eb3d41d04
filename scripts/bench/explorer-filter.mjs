// The colour explorer's filtered results from the server (issue 27: p99 under
// 50 ms on this machine): one request at a time against 127.0.0.1, each with
// a different search and filters, so none is answered from the page cache
// (it keys on the explorer's query parameters, ADR 22). Both forms a visitor
// causes are timed: the page a form without JavaScript asks for, and the
// loader data the page fetches as the visitor types.
//
// From scripts/bench.mjs:
//   import { measureExplorerFilter } from "./bench/explorer-filter.mjs";
// On its own, against a running server:
//   node scripts/bench/explorer-filter.mjs http://127.0.0.1:3301 [requests]
import http from "node:http";

const words = [
  "",
  "sa",
  "blue",
  "rose",
  "sand",
  "mist",
  "stone",
  "leaf",
  "kp-0",
  "kc-0",
  "cream",
  "sky",
  "moss",
  "dusk",
  "ash",
  "clay",
  "sun",
  "sea",
  "plum",
  "mint",
];
const families = [
  "",
  "whites",
  "greys",
  "neutrals",
  "browns",
  "yellows",
  "oranges",
  "reds",
  "pinks",
  "purples",
  "blues",
  "teals",
  "greens",
];
const bands = ["", "light", "mid", "deep"];

/** Distinct explorer queries, deterministic. */
export function explorerQueries(count) {
  const out = [];
  for (let i = 0; out.length < count; i++) {
    const params = new URLSearchParams();
    const q = words[i % words.length];
    const family = families[Math.floor(i / words.length) % families.length];
    const band = bands[Math.floor(i / (words.length * families.length)) % bands.length];
    if (q) params.set("q", q);
    if (family) params.set("family", family);
    if (band) params.set("band", band);
    if (i >= words.length * families.length * bands.length) params.set("page", String(2 + (i % 3)));
    out.push(params.toString());
  }
  return out;
}

function timeOne(url, agent) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http
      .get(url, { agent, headers: { "Accept-Encoding": "gzip" } }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            status: response.statusCode,
          }),
        );
      })
      .on("error", reject);
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * @returns {Promise<Record<"page" | "data", { requests: number, p50Ms: number, p99Ms: number, errors: number }>>}
 */
export async function measureExplorerFilter(origin, { requests = 400 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const queries = explorerQueries(requests);
  const result = {};
  for (const [kind, path] of [
    ["page", "/colours"],
    ["data", "/colours.data"],
  ]) {
    // Warm the process up (first load of the shade set) on a query not measured.
    await timeOne(`${origin}${path}?q=warm-up`, agent);
    const times = [];
    let errors = 0;
    for (const query of queries) {
      const { ms, status } = await timeOne(`${origin}${path}?${query}`, agent);
      if (status !== 200) errors++;
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    result[kind] = {
      requests: times.length,
      p50Ms: percentile(times, 50),
      p99Ms: percentile(times, 99),
      errors,
    };
  }
  agent.destroy();
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2] ?? "http://127.0.0.1:3000";
  const measured = await measureExplorerFilter(origin, {
    requests: Number(process.argv[3] ?? 400),
  });
  console.log(JSON.stringify(measured, null, 2));
}
