/** Shared by the password form (hint, minlength) and the server check. */
export const MIN_PASSWORD_LENGTH = 12;
