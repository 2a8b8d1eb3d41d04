/**
 * The proof fields' names in each form that changes a second factor, and
 * the errors such a form shows, shared by the pages and their server code
 * (client-safe: no server imports).
 */
export type Errors = Partial<Record<string, string>>;

export interface ProofNames {
  password: string;
  code: string;
  passkey: string;
}

export const PROOF_NAMES: ProofNames = {
  password: "currentPassword",
  code: "currentCode",
  passkey: "passkeyProof",
};
