import type * as PhotoTools from "./photo";
import type * as PngTools from "./save-png";

/**
 * The photo engine and the PNG writer, each a chunk of its own loaded on
 * first use. They only ever run in the browser; the server build drops the
 * imports (import.meta.env.SSR is a constant there), because a dynamic
 * import would split the server bundle into chunks and code that finds
 * files beside the bundle would look in the wrong folder (as for the staff
 * editor, ADR 11).
 */
const browserOnly = () => Promise.reject(new Error("The visualiser's tools run in the browser"));

export const loadPhotoTools = (): Promise<typeof PhotoTools> =>
  import.meta.env.SSR ? browserOnly() : import("./photo");

export const loadPngTools = (): Promise<typeof PngTools> =>
  import.meta.env.SSR ? browserOnly() : import("./save-png");
