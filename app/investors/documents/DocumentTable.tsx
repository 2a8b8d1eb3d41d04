import type { ReactNode } from "react";
import type { InvestorDocument } from "~/investors/documents/document-types";
import { investorMessages } from "~/investors/messages";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { DocumentFileLinks } from "./DocumentFileLinks";
import { DocumentText } from "./DocumentText";
import { formatDocumentDate } from "~/lib/i18n/format";
import "./documents.css";

/**
 * Documents, newest first, as an accessible table (caption, column headers)
 * that CSS turns into stacked cards on small screens: a date, its text and
 * its file buttons, which need no column names to be read. A listing can
 * hold a hundred rows, so the cells carry no classes or labels; investors.css
 * styles the columns by position.
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
  return (
    <div className="document-table-wrap">
      <table className="data-table document-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("table.date")}</th>
            <th scope="col">{t("table.description")}</th>
            <th scope="col">{t("table.files")}</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.key}>
              <td>
                {document.date ? (
                  <time dateTime={document.date}>{formatDocumentDate(locale, document.date)}</time>
                ) : (
                  <span className="muted">{t("table.undated")}</span>
                )}
              </td>
              <td>
                <DocumentText document={document} field="description" />
              </td>
              <td>
                <DocumentFileLinks files={document.files} date={document.date} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
