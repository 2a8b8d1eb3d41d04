/**
 * The staff catalogue's records and inputs, as its pages and server modules
 * share them (issue 6). Plain types and errors, so route components can use
 * them without importing server code.
 */
import type { CataloguePicture } from "~/catalogue/types";

/** What to do with a picture column on save. */
export type PictureChange =
  | { kind: "keep" }
  | { kind: "remove" }
  /** An upload already checked by its bytes and stored with saveUpload. */
  | { kind: "set"; path: string; width: number; height: number };

export interface SubCategoryInput {
  name: string;
  /** Raw HTML from the form; sanitized before it is stored. */
  descriptionHtml: string;
  banner: PictureChange;
}

export interface ProductInput {
  subCategoryId: number;
  name: string;
  descriptionHtml: string;
  picture: PictureChange;
}

export interface ItemInput {
  caption: string;
  productDetailsUrl: string;
  technicalDetailsUrl: string;
  picture: PictureChange;
}

/** A stored picture as the staff pages show it. */
export interface StaffPicture {
  /** The stored value: an artwork name or a path such as /media/12/tin.png. */
  value: string;
  /** True for a file uploaded by staff (as opposed to one of the site's artworks). */
  uploaded: boolean;
  preview: CataloguePicture;
}

export interface StaffSubCategoryRow {
  id: number;
  name: string;
  position: number;
  productCount: number;
}

export interface StaffSubCategory {
  id: number;
  name: string;
  descriptionHtml: string;
  banner: StaffPicture | null;
  products: StaffProductRow[];
}

export interface StaffProductRow {
  id: number;
  name: string;
  position: number;
  itemCount: number;
  picture: StaffPicture | null;
}

export interface StaffProduct {
  id: number;
  name: string;
  descriptionHtml: string;
  picture: StaffPicture | null;
  subCategory: { id: number; name: string };
  items: StaffItemRow[];
}

export interface StaffItemRow {
  id: number;
  position: number;
  caption: string;
  picture: StaffPicture | null;
  productDetailsUrl: string;
  technicalDetailsUrl: string;
}

export interface StaffItem extends StaffItemRow {
  product: { id: number; name: string };
  subCategory: { id: number; name: string };
}

/** Input the forms should have caught; the route shows these per field. */
export class CatalogueInputError extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super(Object.values(fieldErrors).join(" "));
  }
}
