/**
 * The catalogue domain: the only module that reads catalogue records, from our
 * database or (when configured) the company's ERP. Filled in by the catalogue
 * issue; until then the header menu is empty and hidden.
 */
export interface CatalogueMenuEntry {
  subCategoryId: number;
  name: string;
}

export async function listCatalogueMenu(): Promise<CatalogueMenuEntry[]> {
  return [];
}
