import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import { languageCookie } from "~/lib/i18n/cookie";
import { locales, urlInLocale, type Locale } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { useMessages } from "~/lib/i18n/react";
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
  const t = useMessages(shellMessages);
  const names = new Intl.DisplayNames([current], { type: "language" });
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
              <span className="visually-hidden">
                {" "}
                ({t("header.switchTo", { language: names.of(locale.code) ?? locale.name })})
              </span>
            </a>
          );
        })}
    </>
  );
}
