import type { ReactNode } from "react";
import { CataloguePictureView } from "~/catalogue/CataloguePictureView";
import type { CataloguePicture } from "~/catalogue/types";
import { StaffTable } from "~/staff/ui/StaffTable";
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
    <StaffTable
      caption={caption}
      captionHidden
      className="cat-table"
      columns={[
        { header: "No.", className: "cat-table__pos", cell: (row) => row.position },
        {
          header: "Picture",
          className: "cat-table__thumb",
          headerClassName: "cat-table__thumb",
          cell: (row) =>
            row.picture ? (
              <CataloguePictureView
                picture={row.picture.preview}
                alt=""
                sizes="72px"
                className="cat-thumb"
              />
            ) : (
              <span className="cat-thumb cat-thumb--none">None</span>
            ),
        },
        { header: nameHeading, cell: nameCell },
        {
          header: "Order",
          className: "cat-table__order",
          cell: (row) => (
            <MoveButtons
              id={row.id}
              label={label(row)}
              first={row === rows[0]}
              last={row === rows[rows.length - 1]}
            />
          ),
        },
        {
          header: "Other actions",
          headerHidden: true,
          className: "cat-table__actions",
          cell: actions,
        },
      ]}
      rows={rows}
      rowKey={(row) => row.id}
      rowId={(row) => `row-${row.id}`}
    />
  );
}
