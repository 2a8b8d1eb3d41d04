import type { ReactNode } from "react";

/**
 * One field of a staff filter form (audit log, leads): label, control and
 * its error. The control's id must be `<idPrefix>-<name>` and, when there is
 * an error, point at `<idPrefix>-<name>-error` with aria-describedby.
 */
export function FilterField({
  idPrefix,
  name,
  label,
  error,
  children,
}: {
  idPrefix: string;
  name: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field staff-filters__field">
      <label htmlFor={`${idPrefix}-${name}`}>{label}</label>
      {children}
      {error ? (
        <p className="field-error" id={`${idPrefix}-${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The "from" and "to" date inputs of a staff filter form (GET fields `from` and `to`). */
export function DateRangeFields({
  idPrefix,
  fromLabel,
  toLabel,
  from,
  to,
  errors,
}: {
  idPrefix: string;
  fromLabel: string;
  toLabel: string;
  /** What to show in the inputs (the accepted value, or what was typed). */
  from?: string;
  to?: string;
  errors: { from?: string; to?: string };
}) {
  const dateInput = (name: "from" | "to", value: string | undefined) => (
    <input
      id={`${idPrefix}-${name}`}
      name={name}
      type="date"
      defaultValue={value ?? ""}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={errors[name] ? `${idPrefix}-${name}-error` : undefined}
    />
  );
  return (
    <>
      <FilterField idPrefix={idPrefix} name="from" label={fromLabel} error={errors.from}>
        {dateInput("from", from)}
      </FilterField>
      <FilterField idPrefix={idPrefix} name="to" label={toLabel} error={errors.to}>
        {dateInput("to", to)}
      </FilterField>
    </>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A select of a staff filter form, its first option meaning "no filter". A
 * value from an old link that is no longer offered still shows as chosen, so
 * the form never silently changes what the list is filtered by.
 */
export function FilterSelect({
  idPrefix,
  name,
  label,
  value,
  anyLabel,
  options,
  error,
}: {
  idPrefix: string;
  name: string;
  label: string;
  value?: string;
  anyLabel: string;
  options: readonly FilterOption[];
  error?: string;
}) {
  const list =
    value && !options.some((o) => o.value === value)
      ? [{ value, label: value }, ...options]
      : options;
  return (
    <FilterField idPrefix={idPrefix} name={name} label={label} error={error}>
      <select
        id={`${idPrefix}-${name}`}
        name={name}
        defaultValue={value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${idPrefix}-${name}-error` : undefined}
      >
        <option value="">{anyLabel}</option>
        {list.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}
