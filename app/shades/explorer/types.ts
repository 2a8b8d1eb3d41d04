/** What the colour pages send the browser about a shade: enough to draw and name its swatch. */
export interface ShadeSummary {
  code: string;
  name: string;
  /** The Hindi name (ADR 40). */
  nameHi: string;
  hex: string;
  lrv: number;
  /** Whether near-black text reads better on it than white (WCAG contrast). */
  light: boolean;
}

/** The explorer's filters as the form shows them; "" is "any". */
export interface ExplorerFilters {
  q: string;
  family: string;
  band: string;
  use: string;
  product: string;
}

/** A shade of the visitor's plan, with the paints it comes in (ADR 40's one set). */
export interface PlanShade {
  code: string;
  name: string;
  nameHi: string;
  hex: string;
  products: readonly string[];
}
