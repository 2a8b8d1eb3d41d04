import type { ReactNode } from "react";
import { CataloguePictureView } from "~/catalogue/CataloguePictureView";
import type { CataloguePicture } from "~/catalogue/types";
import { MoveButtons } from "./MoveButtons";

interface ChildRow {
  id: number;
  position: number;
  picture: { preview: CataloguePicture } | null;
}

/**
 * The ordered table under a catalogue record's form (a sub-category's
 * products, a product's items): position, thumbnail, a name cell, Up/Down
 * buttons and the row's other actions. Each row is `#row-<id>`, so the page
 * can come back to it after a move.
 */
export function CatalogueChildTable<Row extends ChildRow>({
  caption,
  nameHeading,
  rows,
  label,
  nameCell,
  actions,
}: {
  /** Read by screen readers only; the section heading says it for everyone else. */
  caption: ReactNode;
  nameHeading: string;
  rows: Row[];
  /** What a row is called in its buttons' accessible names. */
  label: (row: Row) => string;
  nameCell: (row: Row) => ReactNode;
  actions: (row: Row) => ReactNode;
}) {
  return (
    <div className="cat-table-wrap">
      <table className="cat-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="cat-table__pos">
              <abbr title="Position">No.</abbr>
            </th>
            <th scope="col" className="cat-table__thumb">
              Picture
            </th>
            <th scope="col">{nameHeading}</th>
            <th scope="col" className="cat-table__order">
              Order
            </th>
            <th scope="col" className="cat-table__actions">
              <span className="visually-hidden">Other actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id} id={`row-${row.id}`}>
              <td className="cat-table__pos">{row.position}</td>
              <td className="cat-table__thumb">
                {row.picture ? (
                  <CataloguePictureView
                    picture={row.picture.preview}
                    alt=""
                    sizes="72px"
                    className="cat-thumb"
                  />
                ) : (
                  <span className="cat-thumb cat-thumb--none">None</span>
                )}
              </td>
              <td>{nameCell(row)}</td>
              <td className="cat-table__order">
                <MoveButtons
                  id={row.id}
                  label={label(row)}
                  first={index === 0}
                  last={index === rows.length - 1}
                />
              </td>
              <td className="cat-table__actions">{actions(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
