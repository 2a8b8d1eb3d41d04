import { spawnSync } from "node:child_process";
import fs from "node:fs";

/**
 * Whether a document is well-formed XML 1.0, by an independent and strict
 * parser: Python's expat (standard library; Debian's python3 is on every
 * machine the suite runs on). The XML parsers in node_modules accept control
 * characters XML forbids, which is the very mistake this must catch.
 * Returns expat's complaint ("not well-formed (invalid token): line 9,
 * column 40"), or null when the document is well-formed.
 */
const PYTHON = ["/usr/bin/python3", "python3"];

const CHECK = `
import sys, xml.parsers.expat
parser = xml.parsers.expat.ParserCreate()
try:
    parser.Parse(sys.stdin.buffer.read(), True)
except xml.parsers.expat.ExpatError as error:
    print(error)
    sys.exit(1)
`;

export function xmlProblem(document: string | Buffer): string | null {
  const python = PYTHON.find((candidate) => !candidate.startsWith("/") || fs.existsSync(candidate));
  const run = spawnSync(python ?? "python3", ["-c", CHECK], { input: document, encoding: "utf8" });
  if (run.error) throw new Error(`python3 is needed to check XML: ${run.error.message}`);
  if (run.status === 0) return null;
  return run.stdout.trim() || run.stderr.trim() || `expat exited with ${run.status}`;
}
