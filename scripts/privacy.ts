// `npm run privacy -- <command>`: look after the personal data the site keeps (ADR 61).
// Uses the same environment as the server (DATA_DIR or DATABASE_URL, DATA_KEYS).
//
//   new-key      prints a new key for DATA_KEYS ("id:base64"), to put first in the list
//   rotate-key   re-seals every sealed value under the first key, while the site runs;
//                without DATA_KEYS it first adds a new key to DATA_DIR/data-keys
import { getDatabase } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { rotateKey } from "~/leads/privacy/rotate-key.server";
import { dataKeyRing, newKeyId } from "~/lib/crypto/data-keys.server";
import { KeyRing } from "~/lib/crypto/sealed.server";
import { getEnv } from "~/lib/env.server";
import { runMain } from "./run-main";

const usage = `usage: npm run privacy -- new-key|rotate-key
  new-key     a new key for DATA_KEYS: put it first, keep the old ones after it,
              restart every server, then run rotate-key
  rotate-key  re-seal everything under the first key (without DATA_KEYS: a new
              key is added to DATA_DIR/data-keys first)`;

async function main(): Promise<void> {
  const [command] = process.argv.slice(2);
  if (command === "new-key") {
    const ring = getEnv().DATA_KEYS ? dataKeyRing() : undefined;
    console.log(KeyRing.generate(newKeyId(ring)).format());
    return;
  }
  if (command !== "rotate-key") {
    console.error(usage);
    process.exit(2);
  }
  const database = getDatabase();
  try {
    await migrateToLatest(database.db);
    const done = await rotateKey(database.db, getEnv());
    if (done.newKey) console.log(`Added key ${done.keyId} to the key file.`);
    for (const [what, result] of [
      ["leads", done.leads],
      ["bookings", done.bookings],
    ] as const)
      console.log(
        `${what}: ${result.resealed} of ${result.examined} re-sealed under ${done.keyId}` +
          (result.unreadable.length > 0
            ? `; ${result.unreadable.length} did not open (ids ${result.unreadable.join(", ")}): their key is missing or they were altered`
            : ""),
      );
    const unreadable = done.leads.unreadable.length + done.bookings.unreadable.length;
    console.log(
      unreadable === 0
        ? `Everything is sealed under ${done.keyId}: older keys may now leave DATA_KEYS.`
        : "Keep every older key until the rows above are dealt with.",
    );
    if (unreadable > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

runMain(main);
