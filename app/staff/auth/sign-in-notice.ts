/** Failed attempts on the account since its previous sign-in, shown once the owner is in. */
export interface SignInNotice {
  /** The previous successful sign-in, or null for the first one. */
  since: string | null;
  count: number;
  /** The latest few, newest first. */
  recent: { at: string; address: string }[];
}
