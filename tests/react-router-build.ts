import type { ComponentType } from "react";
import {
  createRequestHandler,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps,
  type ServerBuild,
} from "react-router";

/**
 * A React Router server build made in memory from route modules, so a unit
 * test can render documents through React Router itself (its <Scripts>,
 * <ScrollRestoration>, loader data streaming, error boundaries) and an entry
 * module of its choosing, without a Vite build. The asset addresses look like
 * a production build's.
 */
export interface TestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: Record<string, unknown>;
}

export function testServerBuild(
  entry: ServerBuild["entry"]["module"],
  routes: TestRoute[],
): ServerBuild {
  const asset = (name: string) => `/assets/${name.replace(/[^\w-]/g, "-")}-T3st.js`;
  const serverRoutes: ServerBuild["routes"] = {};
  const manifestRoutes: ServerBuild["assets"]["routes"] = {};
  for (const route of routes) {
    const { id, parentId, path, index, module } = route;
    // A route module is whatever its file exports; React Router checks the parts it uses.
    const built = asBuilt(module) as unknown as NonNullable<
      ServerBuild["routes"][string]
    >["module"];
    serverRoutes[id] = { id, parentId, path, index, module: built };
    manifestRoutes[id] = {
      id,
      parentId,
      path,
      index,
      hasAction: "action" in module,
      hasLoader: "loader" in module,
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: "ErrorBoundary" in module,
      module: asset(id),
      imports: [asset("framework")],
      css: [],
      clientActionModule: undefined,
      clientLoaderModule: undefined,
      clientMiddlewareModule: undefined,
      hydrateFallbackModule: undefined,
    };
  }
  return {
    entry: { module: entry },
    routes: serverRoutes,
    assets: {
      entry: { module: asset("entry.client"), imports: [asset("framework")] },
      routes: manifestRoutes,
      url: asset("manifest"),
      version: "T3st",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {
      v8_middleware: false,
      v8_passThroughRequests: false,
      v8_trailingSlashAwareDataRequests: false,
    },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
}

type Component = ComponentType<never>;

/**
 * What React Router's Vite plugin does to a route module: its components get
 * the route's props (loaderData, params, error) instead of reading hooks.
 */
function asBuilt(module: Record<string, unknown>): Record<string, unknown> {
  const wrap = (name: string, wrapper: (component: Component) => unknown) =>
    typeof module[name] === "function" ? { [name]: wrapper(module[name] as Component) } : {};
  return {
    ...module,
    ...wrap("default", UNSAFE_withComponentProps as (component: Component) => unknown),
    ...wrap("ErrorBoundary", UNSAFE_withErrorBoundaryProps as (component: Component) => unknown),
    ...wrap(
      "HydrateFallback",
      UNSAFE_withHydrateFallbackProps as (component: Component) => unknown,
    ),
  };
}

/** One GET through React Router's request handler, as our server makes it. */
export function requestPage(build: ServerBuild, path: string): Promise<Response> {
  return createRequestHandler(build, "production")(new Request(`http://127.0.0.1${path}`));
}
