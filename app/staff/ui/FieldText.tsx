import type { ReactNode } from "react";

/** A field's label text, with the required mark that screen readers skip (the control says it). */
export function LabelText({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {required ? (
        <span className="field-required" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </>
  );
}

/** A field's hint, when it has one; the control names `id` in aria-describedby. */
export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p className="field-hint" id={id}>
      {hint}
    </p>
  ) : null;
}

/** A field's error, when it has one; the control names `id` in aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field-error" id={id}>
      {error}
    </p>
  ) : null;
}
