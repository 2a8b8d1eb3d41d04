import { DateRangeFields, FilterSelect } from "~/staff/shell/DateRangeFields";
import { hasAuditFilters, type AuditFilterField, type AuditFilterValues } from "./audit-filters";

const messages = {
  events: "Events",
  allEvents: "All events",
  securityEvents: "Security events (sign-ins, passwords, two-step, roles)",
};

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
  const asOptions = (list: string[]) => list.map((o) => ({ value: o, label: o }));
  return (
    <form
      method="get"
      action="/staff/audit"
      className="staff-filters"
      aria-label="Filter the audit log"
    >
      <FilterSelect
        idPrefix="audit"
        name="events"
        label={messages.events}
        value={values.events}
        anyLabel={messages.allEvents}
        options={[{ value: "security", label: messages.securityEvents }]}
        error={errors.events}
      />
      <FilterSelect
        idPrefix="audit"
        name="who"
        label="Who"
        value={values.who}
        anyLabel="Everyone"
        options={asOptions(choices.actors)}
        error={errors.who}
      />
      <FilterSelect
        idPrefix="audit"
        name="entity"
        label="Kind of record"
        value={values.entity}
        anyLabel="All kinds"
        options={asOptions(choices.entityTypes)}
        error={errors.entity}
      />
      <FilterSelect
        idPrefix="audit"
        name="action"
        label="Action"
        value={values.action}
        anyLabel="All actions"
        options={asOptions(choices.actions)}
        error={errors.action}
      />
      <DateRangeFields
        idPrefix="audit"
        fromLabel="From"
        toLabel="To"
        from={values.from}
        to={values.to}
        errors={errors}
      />
      <div className="staff-filters__actions">
        <button type="submit" className="button button--secondary">
          Show entries
        </button>
        {hasAuditFilters(values) || Object.keys(errors).length > 0 ? (
          <a href="/staff/audit" className="staff-filters__clear">
            Clear filters
          </a>
        ) : null}
      </div>
    </form>
  );
}
