import crypto from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";

/**
 * A passkey authenticator in software, for data-layer tests: it answers the
 * options our server makes the way a security key or a phone does (WebAuthn
 * Level 2: "none" attestation, ES256 keys, a signature counter), so the
 * server's checks run on real signatures without a browser. Browser tests
 * use Chromium's own virtual authenticator instead.
 */
interface StoredCredential {
  key: crypto.KeyObject;
  publicKey: crypto.KeyObject;
  rpId: string;
  counter: number;
}

const b64url = (bytes: Uint8Array | Buffer | string) =>
  Buffer.from(typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes).toString("base64url");

const sha256 = (data: Uint8Array | Buffer | string) =>
  crypto.createHash("sha256").update(data).digest();

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/** The credential's public key as a COSE_Key (EC2, P-256, ES256). */
function coseKey(publicKey: crypto.KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]),
  );
}

export class SoftAuthenticator {
  private readonly credentials = new Map<string, StoredCredential>();

  constructor(readonly origin: string) {}

  /** The ids of the credentials this authenticator holds, newest last. */
  get credentialIds(): string[] {
    return [...this.credentials.keys()];
  }

  /** navigator.credentials.create(): a new key pair for the relying party. */
  register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const excluded = new Set((options.excludeCredentials ?? []).map((c) => c.id));
    for (const id of this.credentials.keys())
      if (excluded.has(id)) throw new Error("InvalidStateError: already registered");
    const { privateKey, publicKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
    const credentialId = crypto.randomBytes(32);
    const id = b64url(credentialId);
    this.credentials.set(id, { key: privateKey, publicKey, rpId, counter: 0 });
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      // User present, user verified, attested credential data included.
      Buffer.from([0x01 | 0x04 | 0x40]),
      counterBytes(0),
      Buffer.alloc(16),
      idLength,
      credentialId,
      coseKey(publicKey),
    ]);
    const clientDataJSON = JSON.stringify({
      type: "webauthn.create",
      challenge: options.challenge,
      origin: this.origin,
      crossOrigin: false,
    });
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", new Uint8Array(authData)],
      ]),
    );
    return {
      id,
      rawId: id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ["usb"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "cross-platform",
    };
  }

  /**
   * navigator.credentials.get(): signs the challenge with the first allowed
   * credential it holds, or with `use` (a credential the server did not ask
   * for, as an attacker's own authenticator would).
   */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    { use, counter }: { use?: string; counter?: number } = {},
  ): AuthenticationResponseJSON {
    const allowed = (options.allowCredentials ?? []).map((c) => c.id);
    const id = use ?? allowed.find((candidate) => this.credentials.has(candidate));
    const credential = id ? this.credentials.get(id) : undefined;
    if (!id || !credential) throw new Error("NotAllowedError: no credential for these options");
    credential.counter = counter ?? credential.counter + 1;
    const authenticatorData = Buffer.concat([
      sha256(options.rpId ?? credential.rpId),
      Buffer.from([0x01 | 0x04]),
      counterBytes(credential.counter),
    ]);
    const clientDataJSON = JSON.stringify({
      type: "webauthn.get",
      challenge: options.challenge,
      origin: this.origin,
      crossOrigin: false,
    });
    const signature = crypto.sign(
      "sha256",
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      credential.key,
    );
    return {
      id,
      rawId: id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "cross-platform",
    };
  }
}
