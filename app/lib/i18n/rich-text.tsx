import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence with elements in it (a phone link): the message keeps
 * `{name}` where the element goes, so each language places it where its word
 * order needs it. Call the translation with `{ name: "{name}" }` to keep the
 * placeholder, then hand the text here.
 */
export function withNodes(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return text
    .split(/\{(\w+)\}/)
    .map((part, index) =>
      index % 2 === 1 ? <Fragment key={index}>{nodes[part] ?? `{${part}}`}</Fragment> : part,
    );
}
