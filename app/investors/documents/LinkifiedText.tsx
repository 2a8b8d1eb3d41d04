import type { ReactNode } from "react";

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
  // Text between links is one string: a React node per word put an empty
  // comment between every two words in the HTML, a third of a listing's bytes.
  const nodes: ReactNode[] = [];
  let run = "";
  for (const part of text.split(/(\S*https:\/\/\S*)/)) {
    const link = part.includes("https://") ? toLink(part) : undefined;
    if (!link) {
      run += part;
      continue;
    }
    nodes.push(run + link.before);
    nodes.push(
      <a
        key={nodes.length}
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        className="linkified"
      >
        {link.text}
        <span className="visually-hidden" lang={noteLang}>{` ${note}`}</span>
      </a>,
    );
    run = link.after;
  }
  nodes.push(run);
  return <>{nodes.filter((node) => node !== "")}</>;
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
