import type { ReactNode } from "react";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { productsMessages } from "~/products/messages";

/**
 * Home › (the pages between) › this page, in the page's language. `trail`
 * holds the links between home and the current page, already in that
 * language; `currentLang` marks the current page's name when it is in
 * another language than the page (a catalogue name in English).
 */
export function ProductBreadcrumb({
  trail = [],
  current,
  currentLang,
}: {
  trail?: readonly { key: string; item: ReactNode }[];
  current: string;
  currentLang?: string;
}) {
  const locale = useLocale();
  const t = useMessages(productsMessages);
  return (
    <nav aria-label={t("breadcrumb.label")} className="pr-breadcrumb">
      <ol>
        <li>
          <a href={localizeHref("/", locale)}>{t("breadcrumb.home")}</a>
        </li>
        {trail.map(({ key, item }) => (
          <li key={key}>{item}</li>
        ))}
        <li aria-current="page" lang={currentLang}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
