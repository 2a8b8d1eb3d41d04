import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

/**
 * Code run from source in production mode (`npm run staff`, `npm run leads`,
 * the server before a build) has no Lingui compiler: without the hooks every
 * message printed a warning and "Company {n}" stayed as written. With them the
 * catalogues load compiled, as in a build.
 */
const repoRoot = path.resolve(import.meta.dirname, "../..");
const script = `
  const { fieldsOf, englishLeadForms } = await import("./app/leads/forms/definitions.ts");
  const labels = Object.values(englishLeadForms()).flatMap((form) => fieldsOf(form).map((f) => f.label));
  console.log(JSON.stringify(labels));
`;

function run(imports: string[]) {
  return spawnSync(
    process.execPath,
    ["--import", "tsx", ...imports, "--input-type=module", "--eval", script],
    {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, NODE_ENV: "production" },
      encoding: "utf8",
      timeout: 60_000,
    },
  );
}

it("a source run in production reads compiled catalogues: placeholders filled, nothing warned", () => {
  const result = run(["--import", "./scripts/catalogues/register.mjs"]);
  expect(result.status, result.stderr).toBe(0);
  expect(result.stderr).toBe("");
  const labels = JSON.parse(result.stdout) as string[];
  expect(labels).toContain("Company 1");
  expect(labels.filter((label) => label.includes("{"))).toEqual([]);
});
