import type { ReactNode } from "react";
import { hasAuditFilters, type AuditFilterField, type AuditFilterValues } from "./audit-filters";

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
      <Filter name="who" label="Who" error={errors.who}>
        {select("who", "Everyone", choices.actors)}
      </Filter>
      <Filter name="entity" label="Kind of record" error={errors.entity}>
        {select("entity", "All kinds", choices.entityTypes)}
      </Filter>
      <Filter name="action" label="Action" error={errors.action}>
        {select("action", "All actions", choices.actions)}
      </Filter>
      <Filter name="from" label="From" error={errors.from}>
        <input
          id="audit-from"
          name="from"
          type="date"
          defaultValue={values.from ?? ""}
          aria-invalid={errors.from ? true : undefined}
          aria-describedby={errors.from ? "audit-from-error" : undefined}
        />
      </Filter>
      <Filter name="to" label="To" error={errors.to}>
        <input
          id="audit-to"
          name="to"
          type="date"
          defaultValue={values.to ?? ""}
          aria-invalid={errors.to ? true : undefined}
          aria-describedby={errors.to ? "audit-to-error" : undefined}
        />
      </Filter>
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

function Filter({
  name,
  label,
  error,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field staff-filters__field">
      <label htmlFor={`audit-${name}`}>{label}</label>
      {children}
      {error ? (
        <p className="field-error" id={`audit-${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
