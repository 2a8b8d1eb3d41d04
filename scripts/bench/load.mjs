// Load generators for the bench: wrk when installed (Debian package), else a
// small keep-alive loop in Node, which reports the same two figures.
import { execFile } from "node:child_process";
import http from "node:http";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

/**
 * @typedef {{ tool: string, requestsPerSecond: number, p99Ms: number, requests: number, errors: number }} LoadResult
 */

/** @returns {Promise<LoadResult>} */
export async function measure(url, { seconds, threads, connections, headers = {}, useWrk }) {
  return useWrk
    ? runWrk(url, { seconds, threads, connections, headers })
    : runNodeLoop(url, { seconds, connections, headers });
}

async function runWrk(url, { seconds, threads, connections, headers }) {
  const args = [
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    "--latency",
    "--timeout",
    "5s",
    ...Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]),
    url,
  ];
  const { stdout } = await execFileAsync("wrk", args, { timeout: (seconds + 30) * 1000 });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s)\b/m.exec(stdout);
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    stdout,
  );
  const errors =
    non2xx + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  const unit = { us: 0.001, ms: 1, s: 1000 };
  return {
    tool: "wrk",
    requestsPerSecond: rps,
    p99Ms: p99 ? Number(p99[1]) * unit[p99[2]] : NaN,
    requests,
    errors,
  };
}

async function runNodeLoop(url, { seconds, connections, headers }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const once = () =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const req = http.get(url, { agent, headers }, (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode !== 200) errors++;
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          resolve();
        });
      });
      req.on("error", () => {
        errors++;
        resolve();
      });
    });
  const worker = async () => {
    while (Date.now() < end) await once();
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const elapsed = (Date.now() - started) / 1000;
  return {
    tool: "node loop",
    requestsPerSecond: latencies.length / elapsed,
    p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? NaN,
    requests: latencies.length,
    errors,
  };
}
