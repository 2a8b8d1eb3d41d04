import type { FieldChange } from "~/staff/audit/audit-types";

const kindLabels: Record<FieldChange["kind"], string> = {
  added: "Added",
  removed: "Removed",
  changed: "Changed",
  unchanged: "Unchanged",
};

/**
 * The recorded before and after, one row per field in the order recorded;
 * each row names its kind of change in words, not by colour alone.
 */
export function AuditChanges({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return <p>No before or after was recorded for this entry.</p>;
  return (
    <div className="table-scroll staff-table-wrap">
      <table className="data-table staff-table staff-audit-diff">
        <caption>Field by field</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Change</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.path} className={`staff-audit-diff__row--${change.kind}`}>
              <th scope="row">
                <code className="staff-code">{change.path}</code>
              </th>
              <td data-label="Change">
                <span className={`staff-badge staff-badge--diff-${change.kind}`}>
                  {kindLabels[change.kind]}
                </span>
              </td>
              <td data-label="Before" className="staff-audit-diff__value">
                {change.before === null ? <span className="muted">(none)</span> : change.before}
              </td>
              <td data-label="After" className="staff-audit-diff__value">
                {change.after === null ? <span className="muted">(none)</span> : change.after}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
