#!/usr/bin/env node
// Grades one https address with the MDN HTTP Observatory: its own retrieval,
// its ten tests, its score table and grade chart, added up the way its
// `mdn-http-observatory-scan` command adds them. Two things differ from that
// command, both needed to scan a test server:
//  - the command scans ports 80 and 443 of a host name only (its scan() does
//    not pass ports or a path on to the retrieval, which accepts them); this
//    takes any https URL;
//  - the command refuses to grade an answer with a 4xx status other than 401
//    and 403; this grades it, so a 404 or 413 page can be graded too.
//
//   NODE_EXTRA_CA_CERTS=cert.pem node tools/observatory/grade.mjs https://127.0.0.1:8443/about \
//     [--http-port 8080] [--header "Content-Length: 2000000"]
//
// The scanner also asks plain http on --http-port (default 80) whether it
// redirects to https; nothing listening there counts as "no http, nothing to
// redirect". It trusts a self-signed certificate only when NODE_EXTRA_CA_CERTS
// names it (otherwise it grades the certificate as invalid). Prints one JSON
// object: the address, its status, score and grade, every test's result and
// the headers graded.
import { parseArgs } from "node:util";
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";
import { ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "http-port": { type: "string", default: "80" },
    header: { type: "string", multiple: true, default: [] },
  },
});
const address = new URL(positionals[0] ?? "");
if (address.protocol !== "https:") throw new Error("grade.mjs needs an https:// address");

const requests = await retrieve(address.hostname, {
  httpsPort: address.port || "443",
  httpPort: values["http-port"],
  path: address.pathname + address.search,
  // The scanner's usual Accept header, plus any the caller adds.
  headers: [
    "Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    ...values.header,
  ],
});
if (!requests.responses.auto) {
  console.log(JSON.stringify({ url: address.href, error: "no answer over https" }));
  process.exit(1);
}

// A bonus counts only when the penalties alone leave at least an A.
let withBonuses = 100;
let penaltiesOnly = 100;
const tests = {};
for (const test of ALL_TESTS) {
  const output = test(requests);
  const modifier = getScoreModifier(output.result);
  withBonuses += modifier;
  if (modifier < 0) penaltiesOnly += modifier;
  tests[output.constructor.name] = { result: output.result, pass: output.pass, modifier };
}
const { score, grade } = getGradeForScore(
  penaltiesOnly >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : penaltiesOnly,
);
const { status, headers } = requests.responses.auto;
console.log(JSON.stringify({ url: address.href, status, score, grade, tests, headers }));
