import { site } from "~/content/site";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { catalogueMessages } from "~/catalogue/messages";

/** Shown (with HTTP 503) when the catalogue source cannot be read; never an empty page. */
export function CatalogueUnavailable({ retryHref }: { retryHref: string }) {
  const locale = useLocale();
  const t = useMessages(catalogueMessages);
  return (
    <section className="container pr-section pr-unavailable" aria-labelledby="unavailable-title">
      <h1 id="unavailable-title">{t("unavailable.title")}</h1>
      <p>{t("unavailable.body", { phone: site.tollFree })}</p>
      <p className="pr-unavailable__actions">
        <a className="button" href={localizeHref(retryHref, locale)}>
          {t("unavailable.retry")}
        </a>
        <a className="button button--ghost" href={localizeHref("/pickyourcolors", locale)}>
          {t("unavailable.shadeCards")}
        </a>
      </p>
    </section>
  );
}
