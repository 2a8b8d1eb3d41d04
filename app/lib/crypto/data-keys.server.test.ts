import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { setServerEnv, type ServerEnv } from "../../../tests/server-env";
import { KEY_FILE, addKeyToFile, dataKeyRing, keyFilePath, newKeyId } from "./data-keys.server";
import { KeyRing, open, seal } from "./sealed.server";

let env: ServerEnv | undefined;
afterEach(async () => {
  await env?.restore();
  env = undefined;
});

describe("the key ring a server seals with (ADR 61)", () => {
  it("is DATA_KEYS when set, and then no key file is written", () => {
    const keys = `prod:${Buffer.alloc(32, 5).toString("base64")}`;
    env = setServerEnv({ DATA_KEYS: keys });
    expect(dataKeyRing().format()).toBe(keys);
    expect(fs.existsSync(keyFilePath({ DATA_DIR: env.dataDir }))).toBe(false);
  });

  it("without DATA_KEYS, is made once into DATA_DIR/data-keys, readable by its owner only", () => {
    env = setServerEnv({ DATA_KEYS: "" });
    const ring = dataKeyRing();
    const file = `${env.dataDir}/${KEY_FILE}`;
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(KeyRing.parse(fs.readFileSync(file, "utf8")).format()).toBe(ring.format());
    // The same ring on the next use, and for a process that starts later.
    expect(dataKeyRing().format()).toBe(ring.format());
  });

  it("is read again when a new key is put in front of the file, and still opens the old values", () => {
    env = setServerEnv({ DATA_KEYS: "" });
    const before = dataKeyRing();
    const sealed = seal(before, "leads.pan", "ABCDE1234F");
    const after = addKeyToFile({ DATA_DIR: env.dataDir }, newKeyId(before));
    expect(dataKeyRing().current.id).toBe(after.current.id);
    expect(dataKeyRing().current.id).not.toBe(before.current.id);
    expect(open(dataKeyRing(), "leads.pan", sealed)).toBe("ABCDE1234F");
  });

  it("names new keys by date, never twice", () => {
    const day = new Date("2026-11-28T10:00:00Z");
    const first = newKeyId(undefined, day);
    expect(first).toBe("k20261128");
    const ring = new KeyRing([{ id: first, key: Buffer.alloc(32, 1) }]);
    expect(newKeyId(ring, day)).toBe("k20261128b");
  });
});
