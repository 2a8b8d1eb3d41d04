import type { ReactNode } from "react";
import { ArrowRightIcon } from "./icons";
import { ResponsiveImage } from "./ResponsiveImage";

/** Places people most often want when the page they opened has nothing for them. */
const onwardLinks = [
  { label: "Interior emulsions", href: "/interior-range" },
  { label: "Exterior emulsions", href: "/exterior-range" },
  { label: "Shade cards", href: "/pickyourcolors" },
  { label: "Investor zone", href: "/investor-zone" },
  { label: "Contact us", href: "/contact" },
];

/**
 * A full-width message with an illustration: used by the 404 page, the error
 * boundary and pages whose content is still to come. The default action is
 * "Back to Home"; pass `actions` to replace it.
 */
export function PageMessage({
  art,
  eyebrow,
  title,
  titleId,
  children,
  actions,
  links = false,
}: {
  /** Name of an artwork in art/ (without .svg). */
  art: string;
  eyebrow?: string;
  title: ReactNode;
  titleId: string;
  children: ReactNode;
  actions?: ReactNode;
  /** Show a row of onward links under the message. */
  links?: boolean;
}) {
  return (
    <section className="container page-message" aria-labelledby={titleId}>
      <div className="page-message-art">
        <ResponsiveImage
          name={art}
          alt=""
          sizes="(min-width: 1200px) 420px, (min-width: 768px) 40vw, 90vw"
        />
      </div>
      <div className="page-message-body">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 id={titleId}>{title}</h1>
        {children}
        <div className="button-row">
          {actions ?? (
            <a className="button" href="/">
              Back to Home
              <ArrowRightIcon />
            </a>
          )}
        </div>
        {links ? (
          <nav className="page-message-links" aria-label="Popular pages">
            {onwardLinks.map((link) => (
              <a key={link.href} href={link.href}>
                {link.label}
              </a>
            ))}
          </nav>
        ) : null}
      </div>
    </section>
  );
}
