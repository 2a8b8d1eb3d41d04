import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import { languageCookie } from "~/lib/i18n/cookie";
import { locales, urlInLocale, type Locale, type LocaleInfo } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { useMessages } from "~/lib/i18n/react";
import { StaticSection } from "~/platform";
import { shellMessages } from "./messages";

/**
 * Links to this page in each other language (GIGW 3.0 §5.7: on every page,
 * prominent). A plain link, so it works before and without JavaScript; it
 * keeps the path and the query (filters, the open tab), and with JavaScript
 * the #section too, which the server never sees. The visible text is the
 * language's own name, marked with its lang; the accessible name adds "Read
 * this page in …" in the page's language, so both languages name it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const location = useLocation();
  const current = useLocale();
  return (
    <>
      {locales
        .filter((locale) => locale.code !== current)
        .map((locale) => {
          const href = urlInLocale(location, locale.code);
          const remember = (event: MouseEvent<HTMLAnchorElement>) => {
            document.cookie = languageCookie(locale.code as Locale);
            event.currentTarget.href = href + window.location.hash;
          };
          return (
            <a
              key={locale.code}
              className={className}
              href={href}
              hrefLang={locale.tag}
              onClick={remember}
            >
              <span lang={locale.tag}>{locale.name}</span>
              <StaticSection as="span" className="visually-hidden">
                <SwitchLabel to={locale} />
              </StaticSection>
            </a>
          );
        })}
    </>
  );
}

/**
 * "Read this page in Hindi", in the page's language. The language's name comes
 * from Intl, whose first use costs a phone some 40 ms; the label never changes
 * on a page, so while the browser adopts the server's header it keeps the
 * server's text and this is not rendered at all.
 */
function SwitchLabel({ to }: { to: LocaleInfo }) {
  const current = useLocale();
  const t = useMessages(shellMessages);
  const name = new Intl.DisplayNames([current], { type: "language" }).of(to.code) ?? to.name;
  return ` (${t("header.switchTo", { language: name })})`;
}
