// The one way a message catalogue (`app/<capability>/messages/<code>.json`,
// ADR 25) is compiled for Lingui: every ICU message parsed ahead of time, so
// the code that runs carries no message parser. The Vite build, the esbuild
// server bundle and the Node hook for source runs (./hooks.mjs) all use it.
// Types: compile.d.mts.
import { compileMessage } from "@lingui/message-utils/compileMessage";

/** Whether a file path (either slash) is a message catalogue. */
export const isCatalogueFile = (file) =>
  /[\\/]app[\\/](?:.+[\\/])?messages[\\/][a-z]{2,3}\.json$/.test(file);

/** A catalogue's JSON text, compiled, as JSON text. */
export function compileCatalogue(json) {
  const source = JSON.parse(json);
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(source).map(([key, message]) => [key, compileMessage(message)]),
    ),
  );
}
