import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { uiMessages } from "./messages";
import "./source-unavailable.css";
/**
 * What a data page shows when its source (our database or the ERP) does not
 * answer: a clear message, a retry link to the same address and another way to
 * reach us. The route sends it with status 503, never an empty page. `what`
 * is in the page's language.
 */
export function SourceUnavailable({ what, retryHref }: { what: string; retryHref: string }) {
  const locale = useLocale();
  const t = useMessages(uiMessages);
  return (
    <div className="alert alert--error source-unavailable" role="alert">
      <h2 className="source-unavailable__title">{t("unavailable.title", { what })}</h2>
      <p>{t("unavailable.body", { what })}</p>
      <p className="button-row">
        <a className="button button--secondary" href={retryHref}>
          {t("unavailable.retry")}
        </a>
        <a href={localizeHref("/contact", locale)}>{t("unavailable.contact")}</a>
      </p>
    </div>
  );
}
