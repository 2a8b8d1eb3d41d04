import type { ComponentProps, InputHTMLAttributes, ReactNode } from "react";
import { FieldError, FieldHint, LabelText } from "./FieldText";

/** What a field's control carries, so its label, hint and error are read with it. */
interface ControlProps {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

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
  /**
   * A custom control (select, textarea) instead of an <input>: best a
   * function given the control's id, name, required and aria props to spread
   * on it; else an element that sets them itself (id={name}).
   */
  children?: ReactNode | ((control: ControlProps) => ReactNode);
} & Omit<InputHTMLAttributes<HTMLInputElement>, "children">) {
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  const control: ControlProps = {
    id: name,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined,
  };
  return (
    <div className={`field${full ? " field--full" : ""}`}>
      <label htmlFor={name}>
        <LabelText label={label} required={required} />
      </label>
      <FieldHint id={hintId} hint={hint} />
      {typeof children === "function"
        ? children(control)
        : (children ?? <input {...control} {...input} />)}
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
