// A second yardstick beside nginx: Node's own http module answering with the
// bytes and headers our server sent for each page, from memory, with no
// application in between. The gap between it and nginx is Node's; the gap
// between it and our server is ours.
import { spawn } from "node:child_process";
import cluster from "node:cluster";
import fs from "node:fs";
import http from "node:http";

/** Headers Node writes itself, or that describe one connection, not the page. */
const PER_CONNECTION = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** Saves each page as our server answers it (gzip, bytes as sent) to file; returns the file. */
export async function capturePages({ origin, pages, file }) {
  const captured = {};
  for (const page of pages) {
    const { status, rawHeaders, body } = await getRaw(origin + page);
    if (status !== 200) throw new Error(`GET ${page} answered ${status}`);
    const headers = [];
    for (let i = 0; i < rawHeaders.length; i += 2)
      if (!PER_CONNECTION.has(rawHeaders[i].toLowerCase()))
        headers.push(rawHeaders[i], rawHeaders[i + 1]);
    captured[page] = { headers, body: body.toString("base64") };
  }
  fs.writeFileSync(file, JSON.stringify(captured));
  return file;
}

/** One GET with node:http, which (unlike fetch) leaves the body compressed. */
function getRaw(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

export function startPlainNode({ file, port, processes }) {
  return spawn(process.execPath, [import.meta.filename, file, String(port), String(processes)], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}

// Run as a script: serve the captured pages with `processes` workers.
if (process.argv[1] === import.meta.filename) {
  const [file, port, processes] = process.argv.slice(2);
  if (cluster.isPrimary && Number(processes) > 1) {
    for (let i = 0; i < Number(processes); i++) cluster.fork();
  } else {
    const pages = new Map(
      Object.entries(JSON.parse(fs.readFileSync(file, "utf8"))).map(([path, page]) => [
        path,
        { headers: page.headers, body: Buffer.from(page.body, "base64") },
      ]),
    );
    http
      .createServer((req, res) => {
        const page = pages.get(req.url);
        if (!page) {
          res.writeHead(404).end();
          return;
        }
        res.writeHead(200, page.headers);
        res.end(page.body);
      })
      .listen(Number(port), "127.0.0.1");
  }
}
