import type { MailText } from "~/lib/mail/compose";

// A private-use character: it never appears in a catalogue's wording, so it
// marks where the message put the value.
const SLOT = "\uE000";

/**
 * A catalogue message with one value that may be in another language than
 * the message (an untranslated English filing description in a Hindi alert):
 * the wording around it stays in the mail's language, and the value becomes
 * a piece that names its own, which the composer marks with lang in HTML.
 * Without `lang` the value is in the message's language: plain text.
 */
export function withForeignValue(
  format: (value: string) => string,
  value: string,
  lang: string | undefined,
): MailText {
  if (!lang) return format(value);
  const [first = "", ...rest] = format(SLOT).split(SLOT);
  return [first, ...rest.flatMap((after) => [{ text: value, lang }, after])].filter(
    (piece) => piece !== "",
  );
}
