import type { InvestorDocument } from "~/investors/document-types";
import { DocumentFileLinks } from "./DocumentFileLinks";
import { formatDate } from "./format";
import { LinkifiedText } from "./LinkifiedText";

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
  caption: string;
}) {
  return (
    <div className="document-table-wrap">
      <table className="data-table document-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="document-table__date">
              Date
            </th>
            <th scope="col">Description</th>
            <th scope="col" className="document-table__files">
              Files
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.key}>
              <td data-label="Date" className="document-table__date">
                {document.date ? (
                  <time dateTime={document.date}>{formatDate(document.date)}</time>
                ) : (
                  <span className="muted">Undated</span>
                )}
              </td>
              <td data-label="Description" className="document-table__description">
                <LinkifiedText text={document.description} />
              </td>
              <td data-label="Files" className="document-table__files">
                <DocumentFileLinks files={document.files} date={document.date} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
