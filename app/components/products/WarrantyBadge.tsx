/** "7-year warranty" seal for products that carry one (spec section 2 and 9). */
export function WarrantyBadge({ years }: { years: number }) {
  return (
    <p className="pr-warranty">
      <span className="pr-warranty__years" aria-hidden="true">
        {years}
      </span>
      <span className="pr-warranty__label">
        <span className="visually-hidden">{years}-year </span>
        <span aria-hidden="true">year</span> warranty
      </span>
    </p>
  );
}
