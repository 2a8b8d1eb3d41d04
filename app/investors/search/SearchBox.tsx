import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { searchMessages } from "./messages";
import "./search.css";

export const SEARCH_PATH = "/investors/search";

/**
 * The search box on the Investor Zone and every listing page: a plain GET
 * form to /investors/search in the page's language, so it needs no script.
 * It searches every category, even on a listing page: a visitor there is
 * often after a filing that sits on another page; the results page offers
 * the category filter.
 */
export function FilingSearchBox({ id = "filing-search" }: { id?: string }) {
  const locale = useLocale();
  const t = useMessages(searchMessages);
  return (
    <form
      method="get"
      action={localizeHref(SEARCH_PATH, locale)}
      role="search"
      aria-label={t("box.label")}
      className="filing-search-box"
    >
      <label htmlFor={id}>{t("box.q")}</label>
      <div className="filing-search-box__row">
        <input
          id={id}
          name="q"
          type="search"
          maxLength={100}
          required
          autoComplete="off"
          aria-describedby={`${id}-hint`}
        />
        <button type="submit" className="button button--secondary">
          {t("box.submit")}
        </button>
      </div>
      <p id={`${id}-hint`} className="filing-search-box__hint">
        {t("box.hint")}
      </p>
    </form>
  );
}
