import type { ReactNode } from "react";
import type { InvestorDocument } from "~/investors/document-types";
import { investorMessages } from "~/investors/messages";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { DocumentFileLinks } from "./DocumentFileLinks";
import { DocumentText } from "./DocumentText";
import { documentDate } from "./format";

/**
 * Documents, newest first, as an accessible table (caption, column headers)
 * that CSS turns into stacked cards on small screens; each cell repeats its
 * column name there via data-label.
 */
export function DocumentTable({
  documents,
  caption,
}: {
  documents: InvestorDocument[];
  caption: ReactNode;
}) {
  const locale = useLocale();
  const t = useMessages(investorMessages);
  const date = t("table.date");
  const description = t("table.description");
  const files = t("table.files");
  return (
    <div className="document-table-wrap">
      <table className="data-table document-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="document-table__date">
              {date}
            </th>
            <th scope="col">{description}</th>
            <th scope="col" className="document-table__files">
              {files}
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.key}>
              <td data-label={date} className="document-table__date">
                {document.date ? (
                  <time dateTime={document.date}>{documentDate(locale, document.date)}</time>
                ) : (
                  <span className="muted">{t("table.undated")}</span>
                )}
              </td>
              <td data-label={description} className="document-table__description">
                <DocumentText document={document} field="description" />
              </td>
              <td data-label={files} className="document-table__files">
                <DocumentFileLinks files={document.files} date={document.date} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
