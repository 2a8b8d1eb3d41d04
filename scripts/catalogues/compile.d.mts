export function isCatalogueFile(file: string): boolean;
export function compileCatalogue(json: string): string;
