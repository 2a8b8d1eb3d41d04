import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { createTestDatabase, type TestDatabase } from "../../tests/db-utils";
import { contentChanged, onContentChanged, readContentVersion } from "./content-version.server";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t.cleanup());

describe("content version", () => {
  it("tells this process at once and other servers through the database", async () => {
    let calls = 0;
    const stop = onContentChanged(() => calls++);
    // A second handle stands for another app server polling the same database.
    const other = openDatabase(t.options);
    try {
      const before = await readContentVersion(other.db);
      await contentChanged(t.handle.db);
      expect(calls).toBe(1);
      const after = await readContentVersion(other.db);
      expect(after).not.toBeNull();
      expect(after).not.toBe(before);
      await contentChanged(t.handle.db);
      expect(await readContentVersion(other.db)).not.toBe(after);
    } finally {
      stop();
      await other.close();
    }
    await contentChanged(t.handle.db);
    expect(calls).toBe(2);
  });
});
