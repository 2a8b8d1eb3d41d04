import { DateRangeFields, FilterField } from "~/staff/shell/DateRangeFields";
import {
  deliveryStateLabels,
  deliveryStateOptions,
  formOptions,
  hasLeadFilters,
  type LeadFilterField,
  type LeadFilterValues,
} from "./lead-filters";

/**
 * The list's filters as a plain GET form: the state lives in the URL, so a
 * filtered view works without JavaScript and can be shared as a link.
 */
export function LeadFilterForm({
  values,
  errors,
  raw,
}: {
  values: LeadFilterValues;
  errors: Partial<Record<LeadFilterField, string>>;
  /** What was typed, so a rejected value is shown back for correction. */
  raw: Partial<Record<LeadFilterField, string>>;
}) {
  return (
    <form method="get" action="/staff/leads" className="staff-filters" aria-label="Filter leads">
      <FilterField idPrefix="filter" name="form" label="Form" error={errors.form}>
        <select
          id="filter-form"
          name="form"
          defaultValue={values.form ?? ""}
          aria-invalid={errors.form ? true : undefined}
          aria-describedby={errors.form ? "filter-form-error" : undefined}
        >
          <option value="">All forms</option>
          {formOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </FilterField>
      <DateRangeFields
        idPrefix="filter"
        fromLabel="Received from"
        toLabel="Received to"
        from={values.from ?? raw.from}
        to={values.to ?? raw.to}
        errors={errors}
      />
      <FilterField idPrefix="filter" name="state" label="Delivery state" error={errors.state}>
        <select
          id="filter-state"
          name="state"
          defaultValue={values.state ?? ""}
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={errors.state ? "filter-state-error" : undefined}
        >
          <option value="">Any state</option>
          {deliveryStateOptions.map((s) => (
            <option key={s} value={s}>
              {deliveryStateLabels[s]}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField idPrefix="filter" name="spam" label="Spam flag" error={errors.spam}>
        <select
          id="filter-spam"
          name="spam"
          defaultValue={values.spam ?? ""}
          aria-invalid={errors.spam ? true : undefined}
          aria-describedby={errors.spam ? "filter-spam-error" : undefined}
        >
          <option value="">Spam or not</option>
          <option value="yes">Flagged as spam</option>
          <option value="no">Not spam</option>
        </select>
      </FilterField>
      <div className="staff-filters__actions">
        <button type="submit" className="button button--secondary">
          Show leads
        </button>
        {hasLeadFilters(values) || Object.keys(errors).length > 0 ? (
          <a href="/staff/leads" className="staff-filters__clear">
            Clear filters
          </a>
        ) : null}
      </div>
    </form>
  );
}
