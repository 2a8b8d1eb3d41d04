/**
 * Control characters in text people typed (or pasted, or posted by hand):
 * an ESC or a vertical tab in a filing's description made the Atom feed
 * invalid XML for every reader and went straight into .ics files. None of
 * them is text, so staff text loses them when it is saved
 * (requireStaffAction), and whatever is written out to XML or iCalendar loses
 * them again there (xml.ts, investors/calendar/ics.server.ts), for text that
 * came from elsewhere (the ERP, rows saved before this rule).
 *
 * C0 controls (U+0000-U+001F) go, except TAB, LF and CR in text of several
 * lines; DEL (U+007F) and the C1 controls (U+0080-U+009F) go as well: no
 * keyboard types them, XML 1.0 discourages them and RFC 5545 forbids them in
 * TEXT. Browser-safe: the lead forms' checks use it too.
 */
// eslint-disable-next-line no-control-regex
const IN_ANY_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
// eslint-disable-next-line no-control-regex
const IN_ONE_LINE = /[\u0000-\u001F\u007F-\u009F]/g;

export function withoutControlCharacters(
  text: string,
  { oneLine = false }: { oneLine?: boolean } = {},
): string {
  return text.replace(oneLine ? IN_ONE_LINE : IN_ANY_TEXT, "");
}

export function hasControlCharacters(text: string): boolean {
  return withoutControlCharacters(text) !== text;
}

/**
 * A copy of a posted form with every text field cleaned (files as they are),
 * except the fields `verbatim` names: a password must reach its check exactly
 * as typed, or one set with such a character could never be typed again at
 * sign-in, which reads it untouched. Which fields are one line is the form's
 * business, so TAB, LF and CR stay; each form's own checks fold them.
 */
export function formWithoutControlCharacters(
  form: FormData,
  verbatim: (name: string) => boolean,
): FormData {
  const cleaned = new FormData();
  for (const [name, value] of form)
    cleaned.append(
      name,
      typeof value === "string" && !verbatim(name) ? withoutControlCharacters(value) : value,
    );
  return cleaned;
}
