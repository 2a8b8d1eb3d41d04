import type { DocumentGroup } from "~/investors/documents/document-types";
import { investorMessages } from "~/investors/messages";
import { useMessages } from "~/lib/i18n/react";
import { withNodes } from "~/lib/i18n/rich-text";
import { DocumentTable } from "./DocumentTable";
import { DocumentText } from "./DocumentText";
import "./documents.css";

/**
 * One expandable section per sub-category, collapsed at first (spec). Native
 * <details>/<summary> needs no script and is announced as a disclosure. When
 * the visitor has searched, the sections open so the matches are visible.
 */
export function DocumentGroups({
  groups,
  open,
  moreHref,
}: {
  groups: DocumentGroup[];
  open: boolean;
  /** The group's own full, paged list, linked when only its newest documents are here. */
  moreHref?: (subCategory: string) => string;
}) {
  const t = useMessages(investorMessages);
  return (
    <div className="document-groups">
      {groups.map((group) => {
        // The sub-category is staff's text; documents without one are ours to name.
        const name = group.subCategory ? (
          <DocumentText document={group.documents[0]!} field="subCategory" />
        ) : (
          t("groups.other")
        );
        const total = group.total ?? group.documents.length;
        return (
          <details key={group.subCategory} className="document-group" open={open || undefined}>
            <summary className="document-group__summary">
              <span className="document-group__title">{name}</span>
              <span className="document-group__count">{t("groups.count", { count: total })}</span>
            </summary>
            <div className="document-group__body">
              <DocumentTable
                documents={group.documents}
                caption={withNodes(t("groups.caption", { name: "{name}" }), { name })}
              />
              {moreHref && total > group.documents.length ? (
                <p className="document-group__more">
                  {t("groups.newest", { shown: group.documents.length, count: total })}{" "}
                  <a href={moreHref(group.subCategory)}>
                    {withNodes(t("groups.more", { count: total, name: "{name}" }), { name })}
                  </a>
                </p>
              ) : null}
            </div>
          </details>
        );
      })}
    </div>
  );
}
