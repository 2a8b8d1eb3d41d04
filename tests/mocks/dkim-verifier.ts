import { execFileSync, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * DKIM verification by dkimpy (Debian's python3-dkim), not by nodemailer, so
 * a test of our signing is not a test of nodemailer against itself. The public
 * key is handed over on the command line instead of published in DNS.
 */
export interface DkimVerdict {
  ok: boolean;
  /** dkimpy's reason when it refused the signature outright (no signature, bad tag, ...). */
  error: string | null;
  domain: string | null;
  selector: string | null;
  /** The h= tag: the header fields the signature covers, lower-case. */
  signed: string[];
}

const script = fileURLToPath(new URL("./dkim-verify.py", import.meta.url));

// Debian installs the module for its own interpreter; a python3 earlier on the
// PATH (pyenv, a virtualenv) may not see it.
const CANDIDATES = ["/usr/bin/python3", "python3"];

let python: string | undefined;
function pythonWithDkim(): string {
  python ??= CANDIDATES.find(
    (candidate) => spawnSync(candidate, ["-c", "import dkim"], { stdio: "ignore" }).status === 0,
  );
  if (!python) {
    throw new Error(
      "python3-dkim is missing: `sudo bash scripts/install-system-deps.sh` (Debian: apt-get install python3-dkim)",
    );
  }
  return python;
}

/** The key a receiver would find in DNS at <selector>._domainkey.<domain>. */
export interface PublishedKey {
  selector: string;
  domain: string;
  /** SubjectPublicKeyInfo, DER (what the p= tag holds, base64). */
  publicKeyDer: Buffer;
}

/**
 * One verdict per message, in order, each checked against its own key; one
 * interpreter for them all, since starting it and importing dkimpy takes a
 * second or more.
 */
export function verifyDkim(
  checks: Array<{ raw: string | Buffer; key: PublishedKey }>,
): DkimVerdict[] {
  const input = JSON.stringify(
    checks.map(({ raw, key }) => ({
      message: Buffer.from(raw).toString("base64"),
      key: {
        selector: key.selector,
        domain: key.domain,
        publicKey: key.publicKeyDer.toString("base64"),
      },
    })),
  );
  const out = execFileSync(pythonWithDkim(), [script], { input, timeout: 60_000 });
  return JSON.parse(out.toString("utf8")) as DkimVerdict[];
}
