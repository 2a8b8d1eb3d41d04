import { useLocale, useMessages } from "~/lib/i18n/react";
import { shadeHref } from "./paths";
import { ShadeName } from "./ShadeName";
import { colourMessages } from "./messages";
import type { PlanShade } from "./types";
import "./in-paint.css";

/** The plan's shades a paint is not made in (slugs matched without regard to case). */
export function shadesNotIn(shades: readonly PlanShade[], product: string): PlanShade[] {
  const slug = product.toLowerCase();
  return shades.filter((s) => !s.products.some((p) => p.toLowerCase() === slug));
}

/**
 * Whether the plan's shades can be had in the paint an estimate prices: said
 * beside the total, so a visitor does not budget for a paint their colour is
 * not made in. Read from the same set as the shade cards and shade pages.
 */
export function ShadesInPaint({
  shades,
  product,
  productName,
}: {
  shades: readonly PlanShade[];
  product: string;
  productName: string;
}) {
  const locale = useLocale();
  const t = useMessages(colourMessages);
  if (shades.length === 0) return null;
  const missing = shadesNotIn(shades, product);
  if (missing.length === 0)
    return (
      <p className="colour-in-paint">
        {t("inPaint.all", { count: shades.length, name: productName })}
      </p>
    );
  return (
    <div className="colour-in-paint colour-in-paint--missing">
      <p>{t("inPaint.missing", { count: missing.length, name: productName })}</p>
      <ul>
        {missing.map((shade) => (
          <li key={shade.code}>
            <span className="colour-in-paint__chip" style={{ background: shade.hex }} aria-hidden />
            <a href={`${shadeHref(shade.code, locale)}#shade-products-title`}>
              <ShadeName shade={shade} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
