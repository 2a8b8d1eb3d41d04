import { DateRangeFields, FilterField } from "~/staff/ui/DateRangeFields";
import { FilterSelects, StaffFilterForm } from "~/staff/ui/StaffFilterForm";
import { hasAuditFilters, type AuditFilterField, type AuditFilterValues } from "./audit-filters";

const asOptions = (list: string[]) => list.map((o) => ({ value: o, label: o }));

/** The audit log's filters as a plain GET form, so a filtered view is a link. */
export function AuditFilterForm({
  values,
  errors,
  choices,
}: {
  values: AuditFilterValues;
  errors: Partial<Record<AuditFilterField, string>>;
  choices: { actors: string[]; actions: string[]; entityTypes: string[] };
}) {
  const securityEvents = "Security events (sign-ins, passwords, two-step, roles)";
  const personalData = "Personal data read (leads opened, exported, fields revealed)";
  return (
    <StaffFilterForm
      action="/staff/audit"
      label="Filter the audit log"
      submitLabel="Show entries"
      clearable={hasAuditFilters(values) || Object.keys(errors).length > 0}
    >
      <FilterSelects
        idPrefix="audit"
        values={values}
        errors={errors}
        selects={[
          {
            name: "events",
            label: "Events",
            anyLabel: "All events",
            options: [
              { value: "security", label: securityEvents },
              { value: "personal-data", label: personalData },
            ],
          },
          { name: "who", label: "Who", anyLabel: "Everyone", options: asOptions(choices.actors) },
          {
            name: "entity",
            label: "Kind of record",
            anyLabel: "All kinds",
            options: asOptions(choices.entityTypes),
          },
          {
            name: "action",
            label: "Action",
            anyLabel: "All actions",
            options: asOptions(choices.actions),
          },
        ]}
      />
      <FilterField idPrefix="audit" name="record" label="Record number" error={errors.record}>
        <input
          id="audit-record"
          name="record"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values.record ?? ""}
          aria-invalid={errors.record ? true : undefined}
          aria-describedby={errors.record ? "audit-record-error" : undefined}
        />
      </FilterField>
      <DateRangeFields
        idPrefix="audit"
        fromLabel="From"
        toLabel="To"
        from={values.from}
        to={values.to}
        errors={errors}
      />
    </StaffFilterForm>
  );
}
