import type { ComponentProps, InputHTMLAttributes, ReactNode } from "react";
import { FieldError, FieldHint, LabelText } from "./FieldText";

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
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  const describedBy =
    [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${full ? " field--full" : ""}`}>
      <label htmlFor={name}>
        <LabelText label={label} required={required} />
      </label>
      <FieldHint id={hintId} hint={hint} />
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
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type TextFieldExtras = Omit<ComponentProps<typeof StaffField>, "label" | "name" | "children">;

/**
 * A form's text fields filled from its values and errors by name: what a
 * staff edit form does for each of its inputs, said once.
 */
export function textFieldsOf<N extends string>(
  values: Partial<Record<N, string>>,
  errors: Partial<Record<N, string>>,
) {
  return function TextField(name: N, label: string, extra: TextFieldExtras = {}) {
    return (
      <StaffField
        label={label}
        name={name}
        defaultValue={values[name] ?? ""}
        error={errors[name]}
        autoComplete="off"
        {...extra}
      />
    );
  };
}
