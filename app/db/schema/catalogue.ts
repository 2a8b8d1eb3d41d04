/** Catalogue tables (issue: products, shade cards and the catalogue). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CatalogueTables {}
