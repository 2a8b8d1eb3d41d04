/** Shared by the password form (hint, minlength) and the server check. */
export const MIN_PASSWORD_LENGTH = 12;
/** Long enough for any passphrase; bounds the work of hashing and checking. */
export const MAX_PASSWORD_LENGTH = 200;
