/**
 * An email address as a page that anyone holding its link may see: the first
 * character of the name and the whole domain ("r•••@example.com"), enough
 * for the visitor to know which of their addresses it was, and no more. The
 * dots are always three, so the length of the name is not told either.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  const first = Array.from(email.slice(0, at))[0] ?? "";
  return `${first}•••@${email.slice(at + 1)}`;
}
