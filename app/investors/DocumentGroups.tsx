import type { DocumentGroup } from "~/investors/document-types";
import { DocumentTable } from "./DocumentTable";

/**
 * One expandable section per sub-category, collapsed at first (spec). Native
 * <details>/<summary> needs no script and is announced as a disclosure. When
 * the visitor has searched, the sections open so the matches are visible.
 */
export function DocumentGroups({ groups, open }: { groups: DocumentGroup[]; open: boolean }) {
  return (
    <div className="document-groups">
      {groups.map((group) => (
        <details key={group.subCategory} className="document-group" open={open || undefined}>
          <summary className="document-group__summary">
            <span className="document-group__title">{group.subCategory}</span>
            <span className="document-group__count">
              {group.documents.length} {group.documents.length === 1 ? "document" : "documents"}
            </span>
          </summary>
          <div className="document-group__body">
            <DocumentTable
              documents={group.documents}
              caption={`${group.subCategory}, newest first`}
            />
          </div>
        </details>
      ))}
    </div>
  );
}
