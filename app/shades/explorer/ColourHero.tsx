import type { ReactNode } from "react";
import { useMessages } from "~/lib/i18n/react";
import { colourMessages } from "./messages";

/** The top of the explorer and the shortlist: eyebrow, title, lead and the note that screens only approximate paint. */
export function ColourHero({
  id,
  eyebrow,
  title,
  lead,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  const t = useMessages(colourMessages);
  return (
    <section className="colour-hero" aria-labelledby={id}>
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h1 id={id}>{title}</h1>
        <p className="colour-hero__lead">{lead}</p>
        <p className="colour-note">{t("screenNote")}</p>
        {children}
      </div>
    </section>
  );
}
