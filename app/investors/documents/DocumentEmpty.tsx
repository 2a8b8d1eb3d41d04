import { investorMessages } from "~/investors/messages";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { withNodes } from "~/lib/i18n/rich-text";
import "./documents.css";

/** What a listing shows when nothing is published yet, or nothing matches the filters. */
export function DocumentEmpty({ path, filtered }: { path: string; filtered: boolean }) {
  const locale = useLocale();
  const t = useMessages(investorMessages);
  return (
    <div className="document-empty">
      {filtered ? (
        <>
          <p className="document-empty__title">{t("empty.filteredTitle")}</p>
          <p>
            {withNodes(t("empty.filteredBody", { all: "{all}" }), {
              all: <a href={localizeHref(path, locale)}>{t("empty.all")}</a>,
            })}
          </p>
        </>
      ) : (
        <>
          <p className="document-empty__title">{t("empty.noneTitle")}</p>
          <p>
            {withNodes(t("empty.noneBody", { helpDesk: "{helpDesk}" }), {
              helpDesk: (
                <a href={localizeHref("/investor-help-desk", locale)}>{t("helpDeskLink")}</a>
              ),
            })}
          </p>
        </>
      )}
    </div>
  );
}
