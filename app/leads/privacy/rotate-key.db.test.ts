import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeLead } from "~/leads/delivery/store.server";
import { validateLead } from "~/leads/forms/lead-forms";
import { dataKeyRing } from "~/lib/crypto/data-keys.server";
import { sealedWith } from "~/lib/crypto/sealed.server";
import { getEnv } from "~/lib/env.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { validLeads } from "../../../tests/factories/leads";
import { setServerEnv, type ServerEnv } from "../../../tests/server-env";
import { rotateKey } from "./rotate-key.server";

/**
 * `npm run privacy -- rotate-key` on a single server with its key file (no
 * DATA_KEYS): a new key goes in front of the file, everything is re-sealed
 * under it, and the server's own ring follows without a restart.
 */
let t: TestDatabase;
let env: ServerEnv;
beforeAll(async () => {
  env = setServerEnv({ DATA_KEYS: "" });
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
  await env.restore();
});

describe(`rotating the key file's key, on ${testDialect()}`, () => {
  it("adds a key, re-seals every lead under it, and the server seals with it from then on", async () => {
    const db = t.handle.db;
    const checked = validateLead("contractor", validLeads.contractor);
    if (!checked.success) throw new Error("invalid");
    const { leadId } = await storeLead(db, {
      form: "contractor",
      sessionKey: "rotate-0000000000",
      data: checked.data,
      clientIp: "127.0.0.1",
      userAgent: "vitest",
    });
    const first = dataKeyRing().current.id;
    const pan = async (id: number) =>
      JSON.parse(
        (
          await db
            .selectFrom("leads")
            .select("fields_json")
            .where("id", "=", id)
            .executeTakeFirstOrThrow()
        ).fields_json,
      ).pan as string;
    expect(sealedWith(await pan(leadId))).toBe(first);

    const done = await rotateKey(db, getEnv());
    expect(done.newKey).toBe(true);
    expect(done.keyId).not.toBe(first);
    expect(done.leads).toEqual({ examined: 1, resealed: 1, unreadable: [] });
    expect(sealedWith(await pan(leadId))).toBe(done.keyId);
    expect(dataKeyRing().ids()).toEqual([done.keyId, first]);
    const { leadId: later } = await storeLead(db, {
      form: "contractor",
      sessionKey: "rotate-1111111111",
      data: checked.data,
      clientIp: "127.0.0.1",
      userAgent: "vitest",
    });
    expect(sealedWith(await pan(later))).toBe(done.keyId);
  });
});
