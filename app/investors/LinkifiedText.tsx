import { Fragment } from "react";

/**
 * Plain text in which every word containing "https" becomes a link opening in
 * a new tab (spec: document descriptions). Only words that parse as https URLs
 * become links; trailing punctuation stays outside the link. `note` is the
 * hidden "(opens in a new tab)" in the page's language; `noteLang` marks it
 * when the text around it is in another language.
 */
export function LinkifiedText({
  text,
  note = "(opens in a new tab)",
  noteLang,
}: {
  text: string;
  note?: string;
  noteLang?: string;
}) {
  const parts = text.split(/(\s+)/);
  return (
    <>
      {parts.map((part, i) => {
        const link = part.includes("https") ? toLink(part) : undefined;
        if (!link) return <Fragment key={i}>{part}</Fragment>;
        return (
          <Fragment key={i}>
            {link.before}
            <a href={link.href} target="_blank" rel="noopener noreferrer" className="linkified">
              {link.text}
              <span className="visually-hidden" lang={noteLang}>{` ${note}`}</span>
            </a>
            {link.after}
          </Fragment>
        );
      })}
    </>
  );
}

export function toLink(
  word: string,
): { before: string; href: string; text: string; after: string } | undefined {
  const start = word.indexOf("https://");
  if (start < 0) return undefined;
  const match = /[.,;:!?)\]'"]+$/.exec(word.slice(start));
  const after = match ? match[0] : "";
  const candidate = word.slice(start, word.length - after.length);
  try {
    const url = new URL(candidate);
    if (url.protocol !== "https:" || !url.hostname.includes(".")) return undefined;
    return { before: word.slice(0, start), href: url.toString(), text: candidate, after };
  } catch {
    return undefined;
  }
}
