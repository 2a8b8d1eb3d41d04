/** What the colour pages send the browser about a shade: enough to draw and name its swatch. */
export interface ShadeSummary {
  code: string;
  name: string;
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
