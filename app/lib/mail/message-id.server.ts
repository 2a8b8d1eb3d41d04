import { randomBytes } from "node:crypto";

/**
 * A Message-ID that no other mail has (RFC 5322 3.6.4): the caller's label
 * (e.g. "alert-41", which lets a person find the queue row) and 128 random
 * bits. A label alone repeats when a database is restored from a backup or a
 * second copy of the site sends from the same host: rows are numbered alike.
 */
export function uniqueMessageId(label: string, host: string): string {
  return `<${label}.${randomBytes(16).toString("base64url")}@${host}>`;
}
