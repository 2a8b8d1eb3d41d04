import { DateRangeFields, FilterSelect } from "~/staff/ui/DateRangeFields";
import { FilterSelects, StaffFilterForm } from "~/staff/ui/StaffFilterForm";
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

const stateOptions = deliveryStateOptions.map((s) => ({ value: s, label: deliveryStateLabels[s] }));

/** The lead list's filters: form, when received, delivery state and spam flag. */
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
    <StaffFilterForm
      action="/staff/leads"
      label="Filter leads"
      submitLabel="Show leads"
      clearable={hasLeadFilters(values) || Object.keys(errors).length > 0}
    >
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
      <FilterSelects
        idPrefix="filter"
        values={values}
        errors={errors}
        selects={[
          { name: "state", label: "Delivery state", anyLabel: "Any state", options: stateOptions },
          { name: "spam", label: "Spam flag", anyLabel: "Spam or not", options: spamOptions },
        ]}
      />
    </StaffFilterForm>
  );
}
