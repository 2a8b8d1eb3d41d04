import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Staff's own tables each have one store, the only module in app/ that reads
 * or writes them (ADR 53; the store convention of issue 43). The same count as
 * `grep -rlE '(selectFrom|insertInto|updateTable|deleteFrom)\("TABLE"' app`,
 * without tests and migrations: a second file that queries one of these
 * tables fails here, naming it.
 */
const owners: Record<string, string> = {
  staff_users: "app/staff/auth/user-store.server.ts",
  staff_passkeys: "app/staff/auth/user-store.server.ts",
  staff_sessions: "app/staff/auth/sessions.server.ts",
  staff_recovery_codes: "app/staff/auth/recovery-code-store.server.ts",
  audit_log: "app/staff/audit/audit-log.server.ts",
};

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(): string[] {
  return readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" })
    .map((file) => `app/${file.split(path.sep).join("/")}`)
    .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
    .filter((file) => !/\.test\./.test(file) && !file.startsWith("app/db/migrations/"));
}

describe("staff's own tables have one owner each", () => {
  const files = sourceFiles().map((file) => ({
    file,
    text: readFileSync(path.join(root, file), "utf8"),
  }));

  it("reads the source tree", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(Object.entries(owners))("%s: only %s queries it", (table, owner) => {
    const query = new RegExp(`(selectFrom|insertInto|updateTable|deleteFrom)\\("${table}"`);
    const writers = files.filter(({ text }) => query.test(text)).map(({ file }) => file);
    expect(writers).toEqual([owner]);
  });
});
