import type { ReactNode } from "react";
import { ShadeName } from "./ShadeName";
import type { ShadeSummary } from "./types";

/**
 * One shade as a swatch with its name and code under it, linking to its
 * page: the Hindi name on Hindi pages, with the English name under it.
 */
export function ShadeTile({
  shade,
  href,
  detail,
}: {
  shade: ShadeSummary;
  href: string;
  /** A second line under the code: LRV, ΔE. */
  detail?: ReactNode;
}) {
  return (
    <a className="colour-tile" href={href}>
      <span className="colour-tile__swatch" style={{ backgroundColor: shade.hex }} />
      <span className="colour-tile__name">
        <ShadeName shade={shade} />
      </span>
      <span className="colour-tile__code">{shade.code}</span>
      {detail ? <span className="colour-tile__detail">{detail}</span> : null}
    </a>
  );
}
