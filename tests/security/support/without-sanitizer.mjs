// `node --import ./tests/security/support/without-sanitizer.mjs build/server-main.js`
// starts the production server with its HTML sanitizer switched off, as a bug
// in it would leave it: every import of the sanitize-html package gets a
// function that returns the HTML it was given. For attack tests only (issue 23:
// the CSP must hold even when the sanitizer does not).
import { register } from "node:module";

register("./sanitizer-off-hooks.mjs", import.meta.url);
