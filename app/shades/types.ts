import type { ProductSlug } from "~/products/content/schema";
import type { ShadeFamilyId } from "./families";
import type { Suitability } from "./suitability";
import type { TintBase } from "./tinting";

/**
 * One shade as stored in shades.data.json: its colour and what the rules of
 * ADR 17 derive from it. Types only: the browser may import this module
 * without any data.
 */
export interface ShadeRecord {
  /** KP-ffhd (Kamosilky's card) or KC-HHH-LL-CCC (our lattice; ADR 17). */
  code: string;
  /** English name, as on the card and the tin. */
  name: string;
  /** Hindi name, in Devanagari (ADR 40): shown on Hindi pages with the English beside it. */
  nameHi: string;
  /** #rrggbb, lower case. */
  hex: string;
  /** 100 x WCAG relative luminance of the hex, one decimal. */
  lrv: number;
  family: ShadeFamilyId;
  suitability: Suitability[];
  base: TintBase;
}

/**
 * A shade as pages get it: the record and the products it can be tinted in,
 * joined when the data set loads, because products change more often than
 * colours do.
 */
export interface Shade extends ShadeRecord {
  /** In catalogue order. */
  products: ProductSlug[];
}

/** The committed file: the shades and where their names come from. */
export interface ShadeDataFile {
  about: string;
  names: string;
  minDeltaE2000: number;
  shades: ShadeRecord[];
}
