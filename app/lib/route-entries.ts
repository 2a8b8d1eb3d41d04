import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * A template shared by several exact paths (a product page per slug, a document
 * listing per slug), registered once per path with an id of its own:
 * `product:velvety`, `documents:annual-results`. React Router needs a unique id
 * per route, and these ids stay the same when the module moves.
 */
export const each = (slugs: readonly string[], file: string, prefix: string): RouteConfigEntry[] =>
  slugs.map((slug) => route(slug, file, { id: `${prefix}:${slug}` }));
