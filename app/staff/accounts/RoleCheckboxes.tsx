import { roleDescriptions, roleLabels, staffRoles, type StaffRole } from "~/staff/shell/roles";

export function RoleCheckboxes({ selected }: { selected: readonly StaffRole[] }) {
  return (
    <fieldset id="roles" tabIndex={-1} className="field--full">
      <legend>Roles</legend>
      <p className="field-hint">Each role opens one part of the staff area.</p>
      {staffRoles.map((role) => (
        <div className="choice" key={role}>
          <input
            type="checkbox"
            id={`role-${role}`}
            name="roles"
            value={role}
            defaultChecked={selected.includes(role)}
          />
          <label htmlFor={`role-${role}`}>
            <strong>{roleLabels[role]}</strong>: {roleDescriptions[role].toLowerCase()}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
