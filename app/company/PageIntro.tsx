import type { ReactNode } from "react";

/** The coloured band at the top of a company page: eyebrow, title and lead text. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className="page-intro">
      <div className="container page-intro__inner">
        <div className="page-intro__text">
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="page-intro__title">{title}</h1>
          {lead ? <p className="page-intro__lead">{lead}</p> : null}
        </div>
        {children}
      </div>
    </header>
  );
}
