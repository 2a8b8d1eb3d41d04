import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

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
          paths: [
            {
              name: "react",
              importNames: ["useId", "useActionState", "useOptimistic", "use"],
              message:
                "Not available alike in React and Preact; see docs/decisions/0014-preact-in-the-browser.md.",
            },
            {
              name: "react-dom",
              importNames: ["useFormStatus"],
              message: "Not available in Preact; see docs/decisions/0014-preact-in-the-browser.md.",
            },
          ],
        },
      ],
    },
  },
  {
    // React's Node renderer turns on async hooks for the whole process (see the
    // comment in app/entry.server.tsx); pages render with the edge build.
    files: ["app/entry.server.tsx", "server/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["react-dom/server", "react-dom/server.node"].map((name) => ({
            name,
            message: "Render with react-dom/server.edge; see the comment in app/entry.server.tsx.",
          })),
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
