import { DateRangeFields, FilterSelect } from "~/staff/shell/DateRangeFields";
import {
  deliveryStateLabels,
  deliveryStateOptions,
  formOptions,
  hasLeadFilters,
  type LeadFilterField,
  type LeadFilterValues,
} from "./lead-filters";

const spamOptions = [
  { value: "yes", label: "Flagged as spam" },
  { value: "no", label: "Not spam" },
];

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
      <FilterSelect
        idPrefix="filter"
        name="form"
        label="Form"
        value={values.form}
        anyLabel="All forms"
        options={formOptions}
        error={errors.form}
      />
      <DateRangeFields
        idPrefix="filter"
        fromLabel="Received from"
        toLabel="Received to"
        from={values.from ?? raw.from}
        to={values.to ?? raw.to}
        errors={errors}
      />
      <FilterSelect
        idPrefix="filter"
        name="state"
        label="Delivery state"
        value={values.state}
        anyLabel="Any state"
        options={deliveryStateOptions.map((s) => ({ value: s, label: deliveryStateLabels[s] }))}
        error={errors.state}
      />
      <FilterSelect
        idPrefix="filter"
        name="spam"
        label="Spam flag"
        value={values.spam}
        anyLabel="Spam or not"
        options={spamOptions}
        error={errors.spam}
      />
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
