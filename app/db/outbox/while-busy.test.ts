import { describe, expect, it } from "vitest";
import { DatabaseBusyError } from "~/lib/database-busy";
import { whileBusy } from "./consumer.server";

/**
 * A message that went out is recorded even while another process holds
 * SQLite's write lock for a moment (a backup, an operator): the record is
 * tried again, so the lock does not turn one send into two after the lease.
 */
describe("recording a sent message while the database is busy", () => {
  it("tries the write again until the lock is free", async () => {
    let tries = 0;
    const recorded = await whileBusy(async () => {
      tries++;
      if (tries < 3) throw new DatabaseBusyError(1_000);
      return true;
    });
    expect([recorded, tries]).toEqual([true, 3]);
  });

  it("gives up after its attempts, and at once on any other error", async () => {
    let tries = 0;
    await expect(
      whileBusy(async () => {
        tries++;
        throw new DatabaseBusyError(1_000);
      }, 2),
    ).rejects.toThrow(/locked by another writer/);
    expect(tries).toBe(2);
    tries = 0;
    await expect(
      whileBusy(async () => {
        tries++;
        throw new Error("disk I/O error");
      }),
    ).rejects.toThrow("disk I/O error");
    expect(tries).toBe(1);
  });
});
