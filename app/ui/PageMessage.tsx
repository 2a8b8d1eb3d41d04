import type { ReactNode } from "react";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { ArrowRightIcon } from "./icons";
import { uiMessages } from "./messages";
import { ResponsiveImage } from "./ResponsiveImage";

/** Places people most often want when the page they opened has nothing for them. */
const onwardLinks = [
  { label: "link.interior", href: "/interior-range" },
  { label: "link.exterior", href: "/exterior-range" },
  { label: "link.shadeCards", href: "/pickyourcolors" },
  { label: "link.investorZone", href: "/investor-zone" },
  { label: "link.contact", href: "/contact" },
] as const;

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
  const locale = useLocale();
  const t = useMessages(uiMessages);
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
            <a className="button" href={localizeHref("/", locale)}>
              {t("backHome")}
              <ArrowRightIcon />
            </a>
          )}
        </div>
        {links ? (
          <nav className="page-message-links" aria-label={t("popularPages")}>
            {onwardLinks.map((link) => (
              <a key={link.href} href={localizeHref(link.href, locale)}>
                {t(link.label)}
              </a>
            ))}
          </nav>
        ) : null}
      </div>
    </section>
  );
}
