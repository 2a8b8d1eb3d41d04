// The import graph's own check, beside lint (issue 43): no cycles, type-only
// imports counted. ESLint's import-x/no-cycle follows only the imports that
// reach the bundle; a cycle of types alone still ties two modules together
// for a reader, and it is how the first runtime cycle usually starts.
// `tsPreCompilationDeps` makes dependency-cruiser read imports as written,
// before TypeScript drops the type-only ones. Version 17 is the last for
// Node 20 (18 needs Node 22).
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules that import each other, types included: one of them owns the shared part.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^app/generated/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts", ".json"],
    },
  },
};
