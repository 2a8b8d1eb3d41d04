import { Form } from "react-router";
import { CsrfField } from "~/staff/shell/CsrfField";
import { StaffField, textFieldsOf } from "~/staff/shell/StaffField";
import { FieldError } from "~/staff/shell/FieldText";
import {
  KIND_FIELDS,
  MAX_EVENT_DOCUMENTS,
  STAFF_EVENT_KINDS,
  quarterChoices,
  type EventFormField,
  type EventFormValues,
} from "./event-form";
import type { EventKind } from "~/investors/calendar/event";

/**
 * An event's fields. The kind is chosen once, when the event is added (the
 * feed's subscribers know an event by its UID and kind); the fields a kind
 * does not use are left out once it is known.
 */
export function EventForm({
  values,
  errors,
  kindFixed,
  financialYear,
  submitLabel,
}: {
  values: EventFormValues;
  errors: EventFormValues;
  kindFixed: boolean;
  financialYear: number;
  submitLabel: string;
}) {
  const kind = values.kind as EventKind | undefined;
  // Until a kind is known (a new event), every field is offered.
  const asks = (field: keyof typeof KIND_FIELDS) => !kind || KIND_FIELDS[field].has(kind);
  const text = textFieldsOf(values, errors);
  const select = (
    name: EventFormField,
    label: string,
    options: ReadonlyArray<{ value: string; label: string }>,
    empty?: string,
    required?: boolean,
  ) => (
    <StaffField label={label} name={name} error={errors[name]} required={required}>
      <select
        id={name}
        name={name}
        defaultValue={values[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
      >
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </StaffField>
  );
  return (
    <Form method="post" className="staff-card form-grid" noValidate>
      <CsrfField />
      <input type="hidden" name="intent" value="save" />
      {kindFixed ? (
        <input type="hidden" name="kind" value={values.kind ?? ""} />
      ) : (
        select("kind", "Kind of date", STAFF_EVENT_KINDS, "Choose…", true)
      )}
      {text("title", "Title", {
        required: true,
        full: true,
        hint: "As visitors read it, e.g. “Board meeting to consider Q3 results”",
      })}
      {text("startDate", "Date", { required: true, type: "date" })}
      {text("startTime", "Start time (IST)", {
        type: "time",
        hint: "Leave empty for a whole-day date (record, ex-dividend and payment dates)",
      })}
      {text("endDate", "Last day", { type: "date", hint: "Only for dates that span days" })}
      {text("endTime", "End time (IST)", { type: "time" })}
      {asks("purpose")
        ? text("purpose", "Purpose", {
            full: true,
            hint: "As the intimation to the exchanges words it (board meetings and dividend dates)",
          })
        : null}
      {asks("period")
        ? select(
            "period",
            kind === "results" ? "Results for" : "Results for (board meetings, if any)",
            quarterChoices(financialYear),
            "None",
          )
        : null}
      {asks("meeting") ? (
        <>
          {select("meeting", "Meeting", [
            { value: "AGM", label: "Annual general meeting" },
            { value: "EGM", label: "Extraordinary general meeting" },
          ])}
          {select("mode", "Held", [
            { value: "video-conference", label: "By video conference" },
            { value: "in-person", label: "In person" },
            { value: "hybrid", label: "In person and by video" },
          ])}
        </>
      ) : null}
      {text("location", "Venue or link", { full: true })}
      <StaffField label="Details" name="description" error={errors.description} full>
        <textarea
          id="description"
          name="description"
          rows={4}
          defaultValue={values.description ?? ""}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? "description-error" : undefined}
        />
      </StaffField>
      {text("documents", "Documents filed for it", {
        full: true,
        hint: `Up to ${MAX_EVENT_DOCUMENTS} published documents: their numbers from the Documents list, separated by commas; linked once the date has passed`,
      })}
      {errors.kind && kindFixed ? <FieldError id="kind-error" error={errors.kind} /> : null}
      <div className="form-actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
