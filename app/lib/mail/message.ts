import { z } from "zod";

/**
 * One mail to one person. Alerts go out one recipient at a time because each
 * carries that person's own unsubscribe link; a single `to` also keeps the
 * result simple: the mail was accepted for that address or it was not.
 */

// Fields the mailer writes itself (from the configuration and the message), so a caller's
// extra header cannot replace the sender, add recipients or break the MIME structure.
const RESERVED_HEADERS = new Set([
  "auto-submitted",
  "bcc",
  "cc",
  "content-transfer-encoding",
  "content-type",
  "date",
  "dkim-signature",
  "from",
  "message-id",
  "mime-version",
  "reply-to",
  "return-path",
  "sender",
  "subject",
  "to",
]);

const oneLine = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !/[\r\n]/.test(v), "must be on one line");

const headerName = z
  .string()
  .regex(/^[!-9;-~]+$/, "must be printable ASCII without a colon or space")
  .refine((name) => !RESERVED_HEADERS.has(name.toLowerCase()), "is written by the mailer");

export const mailMessageSchema = z.object({
  to: z.email(),
  subject: oneLine(400).pipe(z.string().trim().min(1)),
  text: z.string().min(1),
  html: z.string().min(1),
  /** Extra headers, e.g. from listHeaders(). */
  headers: z.record(headerName, oneLine(2_000)).default({}),
  /** A Message-ID of the caller's ("<id@host>"), e.g. one derived from an outbox row; generated when absent. */
  messageId: z
    .string()
    .regex(/^<[^<>\s@]+@[^<>\s@]+>$/, 'must look like "<id@host>"')
    .optional(),
  replyTo: z.email().optional(),
  /** Files sent with the mail, e.g. a visit's .ics; small text files only. */
  attachments: z
    .array(
      z.object({
        filename: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, "must be a plain file name"),
        contentType: z.string().regex(/^[a-z]+\/[a-z0-9.+-]+(; ?[a-z-]+=[A-Za-z0-9-]+)*$/),
        content: z.string().max(100_000),
      }),
    )
    .max(5)
    .default([]),
});

export type MailMessage = z.input<typeof mailMessageSchema>;
export type ValidMailMessage = z.output<typeof mailMessageSchema>;

export interface ListHeadersInput {
  /** The one-click unsubscribe address; it answers a POST of "List-Unsubscribe=One-Click". */
  unsubscribeUrl: string;
  /** The list's identifier (RFC 2919), a dotted name such as "investor-alerts.kamopaints.in". */
  listId: string;
  /** Plain ASCII name shown by some clients next to the list id. */
  listName?: string;
}

// RFC 2919: list-label "." list-id-namespace, both dot-atoms.
const LIST_ID = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+(?:\.[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+)+$/;
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * List-Unsubscribe, List-Unsubscribe-Post (RFC 8058 one-click) and List-Id.
 * RFC 8058 asks for an HTTPS address; plain http is let through only for this
 * machine so local runs and tests work. Mailbox providers honour one-click
 * unsubscribe only on DKIM-signed mail whose signature covers both List-
 * headers: the mailer signs them when DKIM_* is set (dkim.server.ts), or the
 * relay must (README, deployment notes).
 */
export function listHeaders(input: ListHeadersInput): Record<string, string> {
  const url = new URL(input.unsubscribeUrl);
  const secure = url.protocol === "https:";
  if (!secure && !(url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname))) {
    throw new Error(`List-Unsubscribe needs an https:// address, got ${url.protocol}`);
  }
  if (!LIST_ID.test(input.listId)) {
    throw new Error(
      `List-Id must be a dotted name like "alerts.example.com", got "${input.listId}"`,
    );
  }
  const name = input.listName?.trim();
  if (name !== undefined && !/^[\x20-\x7e]+$/.test(name)) {
    throw new Error("The List-Id name must be printable ASCII");
  }
  return {
    "List-Unsubscribe": `<${url.href}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    "List-Id": name ? `${quotePhrase(name)} <${input.listId}>` : `<${input.listId}>`,
  };
}

/** An RFC 5322 phrase: bare when it is only atoms and spaces, otherwise a quoted string. */
function quotePhrase(text: string): string {
  if (/^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~ ]+$/.test(text)) return text;
  return `"${text.replace(/["\\]/g, "\\$&")}"`;
}
