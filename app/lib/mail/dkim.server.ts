import { createPrivateKey, createPublicKey, createSign, createVerify } from "node:crypto";
import { readFileSync } from "node:fs";

/**
 * DKIM signing settings (RFC 6376), read once at start-up. nodemailer signs;
 * this module only decides what it signs and checks the key beforehand,
 * because nodemailer sends a mail unsigned, without a word, when its key
 * cannot sign.
 */
export interface DkimSettings {
  /** The d= tag: the domain whose DNS publishes the key, aligned with the From address. */
  domain: string;
  /** The s= tag: the key is published at <selector>._domainkey.<domain>. */
  selector: string;
  /** An RSA private key, PEM. */
  privateKey: string;
}

/**
 * The header fields the signature covers. Subject, From, Date, To and
 * Message-ID are what a reader trusts; the List- fields because RFC 8058
 * one-click unsubscribe counts only when the signature covers them (and
 * Gmail and Yahoo ask for both); Auto-Submitted and the MIME fields so that
 * none can be changed on the way without the signature failing. Fields a
 * mail does not have are left out of h= by nodemailer.
 */
export const DKIM_SIGNED_HEADERS = [
  "From",
  "Sender",
  "Reply-To",
  "To",
  "Cc",
  "Subject",
  "Date",
  "Message-ID",
  "In-Reply-To",
  "References",
  "MIME-Version",
  "Content-Type",
  "Content-Transfer-Encoding",
  "List-Id",
  "List-Unsubscribe",
  "List-Unsubscribe-Post",
  "Auto-Submitted",
] as const;

/** RFC 8301: verifiers ignore signatures by smaller RSA keys. 2048 bits is the usual choice. */
const MIN_RSA_BITS = 1024;

/** A key that cannot be used, with a reason safe to print (never the key itself). */
export class DkimKeyError extends Error {}

/**
 * DKIM_PRIVATE_KEY is either the PEM itself (as an environment variable
 * usually holds it: on one line with "\n" for each line break, or with real
 * line breaks) or the path of a file holding it, relative to the working
 * folder. Returns the PEM after checking that it signs.
 */
export function loadDkimKey(value: string): string {
  const text = value.trim();
  const pem = text.startsWith("-----BEGIN") ? text.replace(/\\n/g, "\n") : readKeyFile(text);
  checkKey(pem);
  return pem;
}

function readKeyFile(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    throw new DkimKeyError(
      `cannot read the key file ${file} (${code}); give a PEM (-----BEGIN …) or a file's path`,
    );
  }
}

function checkKey(pem: string): void {
  let key;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new DkimKeyError("not a private key in PEM form (-----BEGIN PRIVATE KEY----- …)");
  }
  // nodemailer signs with rsa-sha256 only; Ed25519 (RFC 8463) is not understood by many receivers yet.
  if (key.asymmetricKeyType !== "rsa") {
    throw new DkimKeyError(`an RSA key is needed, got ${key.asymmetricKeyType ?? "another type"}`);
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_RSA_BITS) {
    throw new DkimKeyError(`the RSA key has ${bits} bits; it needs at least ${MIN_RSA_BITS} bits`);
  }
  // A key whose parts were damaged (a line lost in copying) still parses, and signs wrongly.
  const probe = "dkim start-up check";
  const signature = createSign("RSA-SHA256").update(probe).sign(key);
  if (!createVerify("RSA-SHA256").update(probe).verify(createPublicKey(key), signature)) {
    throw new DkimKeyError("the key is damaged: its signatures do not verify");
  }
}

/**
 * DMARC counts a DKIM pass only when d= aligns with the From domain. In its
 * relaxed mode they must share the organisational domain; without the Public
 * Suffix List we accept the From domain, a parent of it or a subdomain of it,
 * which covers every sane set-up.
 */
export function dkimAligned(dkimDomain: string, fromDomain: string): boolean {
  const a = dkimDomain.toLowerCase().replace(/\.$/, "");
  const b = fromDomain.toLowerCase().replace(/\.$/, "");
  return a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);
}

/** A DNS name of letters, digits and hyphens, dot-separated (the domain or the selector). */
export const DNS_NAME = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)(?:\.(?!-)[A-Za-z0-9-]{1,63}(?<!-))*$/;
