// What `npm test` needs from outside npm, checked before ten minutes of other
// steps, each named with the command that provides it. `npm test` installs
// nothing; .ci/run runs those commands first.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const found = (shell) => spawnSync("bash", ["-c", shell], { stdio: "ignore" }).status === 0;
const install = "`sudo bash scripts/install-system-deps.sh`";

/**
 * The tools missing for the steps that will run: `browser` (Playwright's
 * Chromium, the Nu HTML Checker's Java, the build's ffmpeg, the Observatory
 * scanner) and `mail` (dkimpy, which the mail tests verify signatures with).
 */
export function missingSystemTools({ browser, mail }) {
  const missing = [];
  if (!found('command -v chromium || command -v chromium-browser || [ -n "$CHROMIUM_PATH" ]'))
    missing.push(`Chromium: ${install} (Debian's chromium)`);
  if (browser && !found("command -v java"))
    missing.push(`Java, for the Nu HTML Checker: ${install}`);
  if (browser && !found("command -v ffmpeg"))
    missing.push(`ffmpeg, which the build makes the how-to videos with: ${install}`);
  if (mail && !found("/usr/bin/python3 -c 'import dkim' 2>/dev/null || python3 -c 'import dkim'"))
    missing.push(`python3-dkim, which the mail tests verify DKIM signatures with: ${install}`);
  if (!found("command -v promtool && command -v prometheus"))
    missing.push(
      `Prometheus and promtool, which check the alert rules and scrape the metrics test: ${install}`,
    );
  const scanner = path.join(root, "tools/observatory/node_modules/@mdn/mdn-http-observatory");
  if (browser && !fs.existsSync(scanner))
    missing.push("the MDN HTTP Observatory scanner: `node scripts/install-observatory.mjs`");
  return missing;
}
