export interface CatalogueMenuEntry {
  subCategoryId: number;
  name: string;
}

/**
 * A picture: one of our artworks (responsive renders) or a plain file: a
 * site-relative path (staff uploads under /media/, with their pixel size when
 * known) or a file on the ERP's own host.
 */
export type CataloguePicture =
  { kind: "art"; name: string } | { kind: "path"; src: string; width?: number; height?: number };
