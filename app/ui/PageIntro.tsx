import type { ReactNode } from "react";
import "./page-intro.css";

/**
 * The band at the top of a page: eyebrow, title and lead text, and, where a
 * page has one, a picture beside them. `className` adds a section's own
 * variant (its colours and spacing) to the shared layout.
 */
export function PageIntro({
  eyebrow,
  title,
  lead,
  className,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <header className={className ? `page-intro ${className}` : "page-intro"}>
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
