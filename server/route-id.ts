import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { localeOfPath, type Locale } from "~/lib/i18n/locales";

/**
 * Which route answers a path, named the way logs and metrics need it: by the
 * route's id in app/routes.ts, never by the raw URL. A URL carries query
 * strings and ids without end (one label per lead id or search term would
 * grow a metric without bound, and a query string may hold what a visitor
 * typed); a route id is one of the ~270 the build has.
 *
 * The language copies of a page (/hi/about is "hi/company/routes/about")
 * share their English page's id, with the language beside it, so a dashboard
 * shows one row per page and can still split it by language.
 */
export interface RouteName {
  /** The route's id without its language prefix, or "unmatched" for a 404 path. */
  readonly routeId: string;
  readonly lang: Locale;
}

/** The id given to requests no route answers (static files have their own). */
export const UNMATCHED_ROUTE = "unmatched";

/** Matches a path to its route id; built once per server build. */
export function routeNamer(build: Pick<ServerBuild, "routes">): (pathname: string) => RouteName {
  const tree = routeTree(build.routes);
  return (pathname) => {
    const lang = localeOfPath(pathname);
    const matches = matchRoutes(tree, pathname);
    const deepest = matches?.at(-1)?.route.id;
    if (!deepest || deepest === "root") return { routeId: UNMATCHED_ROUTE, lang };
    return { routeId: withoutLocalePrefix(deepest, lang), lang };
  };
}

function withoutLocalePrefix(id: string, lang: Locale): string {
  const prefix = `${lang}/`;
  return id.startsWith(prefix) ? id.slice(prefix.length) : id;
}

/** React Router's build lists routes flat, each naming its parent; matching needs the tree. */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const childrenOf = new Map<string | undefined, Array<NonNullable<(typeof routes)[string]>>>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = childrenOf.get(route.parentId) ?? [];
    siblings.push(route);
    childrenOf.set(route.parentId, siblings);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (childrenOf.get(parentId) ?? []).map((route) => {
      const caseSensitive = route.caseSensitive ?? false;
      if (route.index) return { id: route.id, index: true, caseSensitive };
      return { id: route.id, path: route.path, caseSensitive, children: build(route.id) };
    });
  return build(undefined);
}
