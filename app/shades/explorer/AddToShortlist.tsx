import { useState, type FormEvent } from "react";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { colourMessages } from "./messages";
import { SHORTLIST_MAX, SHORTLIST_PARAM, SHORTLIST_PATH, shortlistHref } from "./shortlist";
import { useShortlist } from "./use-shortlist";

/**
 * "Add to shortlist" for one shade. Without JavaScript it is a GET form to
 * the shortlist page carrying the list so far and the shade to add, and the
 * server answers with the longer list's address. With JavaScript the browser
 * keeps the list and the page says what happened, without leaving it.
 */
export function AddToShortlist({
  code,
  name,
  carried,
}: {
  code: string;
  name: string;
  /** The list the page's URL carried. */
  carried: readonly string[];
}) {
  const locale = useLocale();
  const t = useMessages(colourMessages);
  const { codes, add } = useShortlist(carried);
  const [message, setMessage] = useState("");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = add(code);
    const values = { name, count: result.codes.length, max: SHORTLIST_MAX };
    setMessage(
      result.outcome === "added"
        ? t("shade.added", values)
        : result.outcome === "already"
          ? t("shade.already", values)
          : t("shade.full", values),
    );
  };

  return (
    <div className="colour-add">
      <form method="get" action={localizeHref(SHORTLIST_PATH, locale)} onSubmit={onSubmit}>
        {carried.length > 0 ? (
          <input type="hidden" name={SHORTLIST_PARAM} value={carried.join(",")} />
        ) : null}
        <input type="hidden" name="add" value={code} />
        <button type="submit" className="button">
          {t("shade.addToShortlist")}
        </button>
      </form>
      <p className="colour-add__status" role="status">
        {message}
      </p>
      {codes.length > 0 ? (
        <p>
          <a href={shortlistHref(codes, locale)}>{t("shortlist.link", { count: codes.length })}</a>
        </p>
      ) : null}
    </div>
  );
}
