/**
 * Whether a POST body is a form the site's actions can read, checked by our
 * HTTP server before React Router sees the request.
 *
 * Why here and not in each action: an action reads its body with
 * `request.formData()`, which throws on a body that is not a form (text/plain,
 * JSON, multipart without its boundary or whose parts do not use it), and React
 * Router turns that into a 500 with a stack trace in the log. Catching it in
 * every action has to be remembered in every action, present and future (two
 * forgot: the alert manage page and the staff sign-in). This server is the one
 * place every request passes; a body refused here gets a 4xx with the security
 * headers and never reaches an action, whichever route it was sent to (its
 * page, its `.data` address, a route added later).
 *
 * The rules:
 * - Only the two form encodings are taken (415 otherwise): every action on the
 *   site is a form post, sent by a browser before any script runs. An address
 *   that must take another type (JSON from a script) has to be let through
 *   here on purpose, and its action must read that type itself.
 * - multipart/form-data must parse, with the same parser the action will use
 *   (Node's fetch), so a body that passes here cannot fail there. It costs a
 *   second parse of each multipart post; a 20 MB staff upload takes about
 *   0.1 s more.
 * - application/x-www-form-urlencoded must be well-formed: every "%" followed
 *   by two hex digits, and the bytes, raw or percent-decoded, valid UTF-8. The
 *   WHATWG parser would instead keep a stray "%" as it is and turn bad bytes
 *   into U+FFFD, so a garbled post would be acted on (and stored) as if it
 *   were what someone typed. Browsers never send such a form.
 */
export interface FormBodyProblem {
  status: 400 | 415;
  message: string;
}

const URLENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

export const formBodyMessages = {
  notAForm: "This address takes form posts only. Please use the form on our page.\n",
  unreadable: "The form that was sent could not be read. Please go back and send it again.\n",
} as const;

const notAForm: FormBodyProblem = { status: 415, message: formBodyMessages.notAForm };
const unreadable: FormBodyProblem = { status: 400, message: formBodyMessages.unreadable };

/** The media type of a Content-Type header, lower case, without parameters. */
function mediaType(contentType: string): string {
  return (contentType.split(";")[0] ?? "").trim().toLowerCase();
}

/** The problem with a posted body, or null when an action can read it as a form. */
export async function formBodyProblem(
  contentType: string | undefined,
  body: Uint8Array<ArrayBuffer>,
): Promise<FormBodyProblem | null> {
  const type = mediaType(contentType ?? "");
  if (type === URLENCODED) return isWellFormedUrlEncoded(body) ? null : unreadable;
  if (type !== MULTIPART) return notAForm;
  try {
    await new Response(body, { headers: { "Content-Type": contentType! } }).formData();
    return null;
  } catch {
    return unreadable;
  }
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * Raw bytes valid UTF-8, and every percent-escape complete and decoding to
 * valid UTF-8. The whole body is decoded at once: "&", "=" and "+" are ASCII,
 * which never occurs inside a UTF-8 sequence, so the body is valid exactly
 * when each of its names and values is.
 */
export function isWellFormedUrlEncoded(body: Uint8Array): boolean {
  try {
    decodeURIComponent(strictUtf8.decode(body));
    return true;
  } catch {
    return false;
  }
}
