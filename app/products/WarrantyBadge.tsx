import { useMessages } from "~/lib/i18n/react";
import { productsMessages } from "~/products/messages";

/** "7-year warranty" seal for products that carry one (spec sections 2 and 9). */
export function WarrantyBadge({ years }: { years: number }) {
  const t = useMessages(productsMessages);
  return (
    <p className="pr-warranty">
      <span className="visually-hidden">{t("warranty.label", { years })}</span>
      <span className="pr-warranty__years" aria-hidden="true">
        {years}
      </span>
      <span className="pr-warranty__label" aria-hidden="true">
        {t("warranty.seal")}
      </span>
    </p>
  );
}
