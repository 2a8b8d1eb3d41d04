import type { ReactNode } from "react";
import { FilterSelect, type FilterOption } from "~/staff/ui/DateRangeFields";

/** One select of a filter form, its value and error looked up by its name. */
export interface FilterSelectSpec<Name extends string> {
  name: Name;
  label: string;
  anyLabel: string;
  options: readonly FilterOption[];
}

/** Selects of a filter form in the given order, sharing one id prefix. */
export function FilterSelects<Name extends string>({
  idPrefix,
  selects,
  values,
  errors,
}: {
  idPrefix: string;
  selects: readonly FilterSelectSpec<Name>[];
  values: Partial<Record<Name, string>>;
  errors: Partial<Record<Name, string>>;
}) {
  return selects.map((select) => (
    <FilterSelect
      key={select.name}
      idPrefix={idPrefix}
      {...select}
      value={values[select.name]}
      error={errors[select.name]}
    />
  ));
}

/**
 * A staff list's filters as a plain GET form: the state lives in the URL, so
 * a filtered view works without JavaScript and can be shared as a link.
 * "Clear filters" shows while something filters the list or was refused.
 */
export function StaffFilterForm({
  action,
  label,
  submitLabel,
  clearable,
  children,
}: {
  /** The list's path, which is also where "Clear filters" goes. */
  action: string;
  label: string;
  submitLabel: string;
  clearable: boolean;
  children: ReactNode;
}) {
  return (
    <form method="get" action={action} className="staff-filters" aria-label={label}>
      {children}
      <div className="staff-filters__actions">
        <button type="submit" className="button button--secondary">
          {submitLabel}
        </button>
        {clearable ? (
          <a href={action} className="staff-filters__clear">
            Clear filters
          </a>
        ) : null}
      </div>
    </form>
  );
}
