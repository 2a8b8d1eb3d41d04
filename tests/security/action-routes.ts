import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import ts from "typescript";
import routes from "../../app/routes";

/**
 * Every route of app/routes.ts whose module exports an `action`, as its full
 * path pattern ("/staff/documents/:id"), read from the route table and the
 * modules' source rather than listed by hand: a route added tomorrow is in
 * the list without anyone remembering to add it.
 */
export interface ActionRoute {
  /** The path as routes.ts builds it, parameters and all: "/hi/investors/alerts/manage". */
  pattern: string;
  /** The route module, relative to app/. */
  file: string;
}

const APP_DIR = path.resolve("app");

export function actionRoutes(): ActionRoute[] {
  const found: ActionRoute[] = [];
  const visit = (entries: readonly RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const pattern = entry.index
        ? parent || "/"
        : `${parent}/${entry.path ?? ""}`.replace(/\/+$/, "") || "/";
      if (exportsAction(entry.file)) found.push({ pattern, file: entry.file });
      if (entry.children) visit(entry.children, pattern === "/" ? "" : pattern);
    }
  };
  visit(routes as RouteConfigEntry[], "");
  return found;
}

const exportsActionCache = new Map<string, boolean>();

/**
 * Whether a route module exports `action`, by its syntax tree: an exported
 * function or constant of that name, or `export { … as action }`. A module
 * that re-exports everything of another (`export *`) cannot be read this way,
 * so it fails here rather than being left out quietly.
 */
function exportsAction(file: string): boolean {
  const cached = exportsActionCache.get(file);
  if (cached !== undefined) return cached;
  const fullPath = path.join(APP_DIR, file);
  const source = ts.createSourceFile(
    fullPath,
    fs.readFileSync(fullPath, "utf8"),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  let found = false;
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && exported(statement))
      found ||= statement.name?.text === "action";
    else if (ts.isVariableStatement(statement) && exported(statement))
      found ||= statement.declarationList.declarations.some(
        (d) => ts.isIdentifier(d.name) && d.name.text === "action",
      );
    else if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (!clause) throw new Error(`${file}: "export *" hides whether it exports an action`);
      if (ts.isNamedExports(clause))
        found ||= clause.elements.some((element) => element.name.text === "action");
    }
  }
  exportsActionCache.set(file, found);
  return found;
}

/** The names of a pattern's parameters, in order: "/a/:id/:locale" gives ["id", "locale"]. */
export function parametersOf(pattern: string): string[] {
  return [...pattern.matchAll(/:(\w+)\??/g)].map((m) => m[1]!);
}

/** The pattern with each parameter replaced by its value (URL-encoded). */
export function fillPattern(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${pattern}`);
    return encodeURIComponent(value);
  });
}
