import { DateRangeFields, FilterField } from "~/staff/shell/DateRangeFields";
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
  const select = (name: "who" | "action" | "entity", all: string, options: string[]) => {
    const current = values[name];
    // A value from an old link that is no longer in the log still shows as chosen.
    const list = current && !options.includes(current) ? [current, ...options] : options;
    return (
      <select
        id={`audit-${name}`}
        name={name}
        defaultValue={current ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `audit-${name}-error` : undefined}
      >
        <option value="">{all}</option>
        {list.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  };
  return (
    <form
      method="get"
      action="/staff/audit"
      className="staff-filters"
      aria-label="Filter the audit log"
    >
      <FilterField idPrefix="audit" name="events" label={messages.events} error={errors.events}>
        <select
          id="audit-events"
          name="events"
          defaultValue={values.events ?? ""}
          aria-invalid={errors.events ? true : undefined}
          aria-describedby={errors.events ? "audit-events-error" : undefined}
        >
          <option value="">{messages.allEvents}</option>
          <option value="security">{messages.securityEvents}</option>
        </select>
      </FilterField>
      <FilterField idPrefix="audit" name="who" label="Who" error={errors.who}>
        {select("who", "Everyone", choices.actors)}
      </FilterField>
      <FilterField idPrefix="audit" name="entity" label="Kind of record" error={errors.entity}>
        {select("entity", "All kinds", choices.entityTypes)}
      </FilterField>
      <FilterField idPrefix="audit" name="action" label="Action" error={errors.action}>
        {select("action", "All actions", choices.actions)}
      </FilterField>
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
