import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

/** Hooks that differ between React (server) and Preact (browser), ADR 14. */
const preactUnsafe = [
  {
    name: "react",
    importNames: ["useId", "useActionState", "useOptimistic", "use"],
    message:
      "Not available alike in React and Preact (the browser's runtime); see app/platform/README.md.",
  },
  {
    name: "react-dom",
    importNames: ["useFormStatus"],
    message: "Not available in Preact (the browser's runtime); see app/platform/README.md.",
  },
];

/**
 * The page runtime is used through its public face only (ADR 49,
 * app/platform/README.md): `~/platform` for components, and one entry each for
 * the document's render, the browser's start and the server's choice of
 * runtime. The rest of app/platform/ may change with any React Router upgrade.
 */
const platformZone = {
  target: ["./app/!(platform)/**", "./app/*.{ts,tsx}", "./server"],
  from: "./app/platform",
  except: ["./index.ts", "./document.server.tsx", "./browser.tsx", "./runtime.server.ts"],
  message:
    "Use the page runtime's public face: ~/platform (or its document.server, browser, runtime.server entries); see app/platform/README.md.",
};

/**
 * Public pages never reach into the staff area (ADR 21). The route table
 * (app/routes.ts) is the exception: it joins every capability's route list,
 * the staff areas' too (ADR 47).
 */
const publicZone = {
  target: ["./app/!(staff)/**", "./app/!(routes).{ts,tsx}"],
  from: "./app/staff",
  except: [],
  message: "Public code must not import staff code.",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      ".react-router/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "bench-results/**",
      "public/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // The browser runs on Preact, the server on React (ADR 14). useId gives
    // different ids in each, so hydration would mismatch; the React 19 form
    // hooks have no Preact counterpart. Ids come from props instead.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: preactUnsafe,
        },
      ],
    },
  },
  {
    // React's Node renderer turns on async hooks for the whole process (see the
    // comment in app/platform/document.server.tsx); pages render with the edge build.
    files: ["app/entry.server.tsx", "app/platform/*.server.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["react-dom/server", "react-dom/server.node"].map((name) => ({
            name,
            message:
              "Render with react-dom/server.edge; see the comment in app/platform/document.server.tsx.",
          })),
        },
      ],
    },
  },
  {
    // The server logs through app/lib/log (ADR 66): JSON lines with the request's id,
    // nothing personal. A console call would bypass both. Tests, and the
    // scripts that print for a person, may still use the console.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "server/testing/**"],
    rules: { "no-console": "error" },
  },
  {
    // The layout's rules (ADR 21, README "Architecture"): checked, not hoped for.
    // Which capability may use which is dependency-cruiser's one list
    // (.dependency-cruiser.mjs, ADR 55); these zones keep the two rules it
    // does not hold: the page runtime's private modules, and staff code out
    // of public tests.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [publicZone, platformZone],
        },
      ],
    },
  },
  {
    // Tests of shared code may feed it real data from a capability (a product
    // PDF, the Hindi content of every capability); the code under test may not.
    files: ["app/**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: [publicZone, platformZone] }] },
  },
  {
    // The lead pipeline's main test follows a lead from the form to what staff
    // see of it (the list and its CSV export), so it may read the staff side.
    files: ["app/leads/delivery/lead-lifecycle.db.test.ts"],
    rules: { "import-x/no-restricted-paths": "off" },
  },
  {
    // Adapters translate a wire format and return plain records: they never import their callers.
    files: ["app/erp/**/*.ts", "app/leads/crm/**/*.ts"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./app/erp",
              from: "./app",
              except: ["./erp", "./lib"],
              message: "The ERP adapter must not import the modules that call it.",
            },
            {
              target: "./app/leads/crm",
              from: "./app",
              except: ["./leads/crm", "./lib"],
              message: "The CRM adapter must not import the modules that call it.",
            },
          ],
        },
      ],
    },
  },
  {
    // Components render; server modules (*.server.ts) never reach a browser bundle
    // through them. Types shared with the browser live in plain modules. Route
    // modules (routes/, ADR 47) are not components, whatever their URL's case
    // (/Product/:subCategoryId): their loaders and actions call the server.
    files: ["app/**/[A-Z]*.tsx"],
    ignores: ["app/**/routes/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: preactUnsafe,
          patterns: [
            {
              regex: "\\.server(\\.tsx?)?$",
              message:
                "Components must not import *.server modules; move shared types to a plain module.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call their callback `use`; it is not React's hook.
    files: ["tests/e2e/**", "tests/security/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
