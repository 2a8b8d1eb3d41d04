/** "7-year warranty" seal for products that carry one (spec sections 2 and 9). */
export function WarrantyBadge({ years }: { years: number }) {
  return (
    <p className="pr-warranty">
      <span className="visually-hidden">{years}-year warranty</span>
      <span className="pr-warranty__years" aria-hidden="true">
        {years}
      </span>
      <span className="pr-warranty__label" aria-hidden="true">
        year warranty
      </span>
    </p>
  );
}
