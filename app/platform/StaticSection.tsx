import { useState, type HTMLAttributes, type ReactNode } from "react";
import { useAdoptingServerMarkup } from "./hydration-phase";

/** Preact leaves an element's children alone when it hydrates one with inner HTML. */
const KEEP_SERVER_CHILDREN = { __html: "" };

type StaticSectionProps = HTMLAttributes<HTMLElement> & {
  as?: "section" | "footer" | "div" | "span";
  children: ReactNode;
};

/**
 * A part of a page with no behaviour of its own: text, pictures and plain
 * links, nothing that needs a script (no buttons, forms, dialogs or
 * consultation links). The server renders it as usual. When the browser
 * hydrates the page it adopts the server's markup as it is, without building
 * and comparing a tree for every element inside (ADR 14): on a slow phone that
 * is a good share of the main thread's work at start-up. It then keeps that
 * markup for as long as it is shown, so the children must not change with
 * loader data after the first render.
 */
export function StaticSection({
  as: Tag = "section",
  children,
  ...attributes
}: StaticSectionProps) {
  // Decided once, on the first render: adopted then means adopted for good.
  const adopting = useAdoptingServerMarkup();
  const [adopted] = useState(adopting);
  return adopted ? (
    <Tag {...attributes} dangerouslySetInnerHTML={KEEP_SERVER_CHILDREN} />
  ) : (
    <Tag {...attributes}>{children}</Tag>
  );
}
