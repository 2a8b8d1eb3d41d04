import type { InputHTMLAttributes, ReactNode } from "react";

/**
 * A labelled input with its hint and error wired up for screen readers
 * (aria-describedby, aria-invalid), in the public forms' field style.
 */
export function StaffField({
  label,
  name,
  error,
  hint,
  required,
  full,
  children,
  ...input
}: {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  full?: boolean;
  /** A custom control (select, textarea) instead of an <input>; give it id={name}. */
  children?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>) {
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${full ? " field--full" : ""}`}>
      <label htmlFor={name}>
        {label}
        {required ? (
          <span className="field-required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children ?? (
        <input
          id={name}
          name={name}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
