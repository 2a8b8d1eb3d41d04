import { dualProducts } from "./dual";
import { exteriorProducts } from "./exterior";
import { interiorProducts } from "./interior";

export { ranges } from "./ranges";

/** Hindi text of every product, by slug (lay over the English with localizeRecords). */
export const products = { ...interiorProducts, ...exteriorProducts, ...dualProducts };
