import fs from "node:fs";
import path from "node:path";
import { LOCALITY_CONTEXT } from "../app/leads/booking/store.server";
import { openFields } from "../app/leads/delivery/sealed-fields.server";
import { KEY_FILE, forgetDataKeyRing } from "../app/lib/crypto/data-keys.server";
import { clearEnvCache } from "../app/lib/env.server";
import { KeyRing, open } from "../app/lib/crypto/sealed.server";

/**
 * A test server seals personal data at rest (ADR 61) with the key ring it
 * generated into its DATA_DIR (the browser tests' servers set no DATA_KEYS).
 * Tests that read what a server stored open it with the same ring, as the
 * server's own readers do.
 */
function serverKeyRing(dataDir: string): KeyRing {
  return KeyRing.parse(fs.readFileSync(path.join(dataDir, KEY_FILE), "utf8"));
}

/** A stored lead's fields (leads.fields_json) as the visitor sent them. */
export function openStoredLeadFields(dataDir: string, json: string): Record<string, unknown> {
  return openFields(JSON.parse(json) as Record<string, string>, serverKeyRing(dataDir));
}

/** A stored booking's locality as the visitor typed it. */
export function openStoredLocality(dataDir: string, value: string): string {
  return open(serverKeyRing(dataDir), LOCALITY_CONTEXT, value);
}

/**
 * For a test that stores leads or bookings straight into a test server's
 * database through the app's own stores: they seal with the server's key ring
 * (its DATA_DIR's key file), so the server can open what the test wrote.
 */
export function sealWithServerKeys(dataDir: string): void {
  process.env.DATA_DIR = dataDir;
  delete process.env.DATA_KEYS;
  clearEnvCache();
  forgetDataKeyRing();
}
