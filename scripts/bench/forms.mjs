// Form submissions per second: every request is a complete, valid Quick
// Contact lead with its own submission key, so each one is validated, written
// (lead + delivery record, one transaction) and answered with the redirect to
// /thankyou. All carry one signed form session, fetched first as the page's
// would be (an unsigned one would be stored as spam); their different text
// keeps them separate leads. The server must run with LEADS_RATE_LIMIT_PER_HOUR=0, or the
// per-IP limit turns almost every request into a 429 (counted as errors).
//
// From scripts/bench.mjs:
//   import { measureFormSubmissions } from "./bench/forms.mjs";
//   const forms = await measureFormSubmissions(`http://127.0.0.1:${port}`, { seconds, connections: 10 });
// On its own, against a running server:
//   node scripts/bench/forms.mjs http://127.0.0.1:3306 [seconds] [connections]
import http from "node:http";

/**
 * @typedef {{ submissionsPerSecond: number, p99Ms: number, submissions: number, errors: number, statuses: Record<string, number> }} FormBenchResult
 */

/** @returns {Promise<FormBenchResult>} */
export async function measureFormSubmissions(baseUrl, { seconds = 10, connections = 10 } = {}) {
  const url = new URL("/forms/quick-contact", baseUrl);
  const token = await signedSession(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = {};
  let errors = 0;
  const endAt = Date.now() + seconds * 1000;

  const submitOnce = (i) =>
    new Promise((resolve) => {
      const body = new URLSearchParams({
        _session: token,
        name: "Bench Visitor",
        email: "bench@example.com",
        phone: "9820012345",
        question: `Benchmark enquiry ${i}: which primer suits a damp wall in Kochi?`,
      }).toString();
      const started = process.hrtime.bigint();
      const request = http.request(
        url,
        {
          method: "POST",
          agent,
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            const key = String(response.statusCode);
            statuses[key] = (statuses[key] ?? 0) + 1;
            if (response.statusCode !== 302) errors++;
            resolve();
          });
        },
      );
      request.on("error", () => {
        errors++;
        resolve();
      });
      request.end(body);
    });

  let counter = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < endAt) await submitOnce(counter++);
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const ok = latencies.length - errors;
  return {
    submissionsPerSecond: Math.round((ok / elapsed) * 10) / 10,
    p99Ms: Math.round((latencies[Math.floor(latencies.length * 0.99)] ?? 0) * 10) / 10,
    submissions: ok,
    errors,
    statuses,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = "http://127.0.0.1:3306", seconds = "10", connections = "10"] =
    process.argv.slice(2);
  const result = await measureFormSubmissions(base, {
    seconds: Number(seconds),
    connections: Number(connections),
  });
  console.log(JSON.stringify(result));
}

/** A signed Quick Contact session, once the server's minimum fill time has passed since it was issued. */
async function signedSession(baseUrl) {
  const response = await fetch(new URL("/forms/quick-contact/session", baseUrl));
  if (!response.ok) throw new Error(`form session: HTTP ${response.status}`);
  const { session, minFillSeconds } = await response.json();
  await new Promise((resolve) => setTimeout(resolve, minFillSeconds * 1000 + 250));
  return `${session.key}.${session.issuedAt}.${session.signature}`;
}
