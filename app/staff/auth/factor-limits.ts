/** Sizes the second factors' forms and their server share (client-safe: no server imports). */
export const PASSKEY_NAME_MAX = 60;
/** Recovery codes in a set. */
export const RECOVERY_CODE_COUNT = 10;
