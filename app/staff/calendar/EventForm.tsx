import { StaffField, textFieldsOf } from "~/staff/ui/StaffField";
import { FieldError } from "~/staff/ui/FieldText";
import { notSavedHeading, StaffForm } from "~/staff/ui/StaffForm";
import {
  EVENT_FORM_FIELDS,
  KIND_FIELDS,
  MAX_EVENT_DOCUMENTS,
  STAFF_EVENT_KINDS,
  quarterChoices,
  type EventFormField,
  type EventFormValues,
} from "./event-form";
import type { EventKind } from "~/investors/calendar/event";

/** What each field is called, on its label and in the error summary's links. */
const LABELS: Record<EventFormField, string> = {
  kind: "Kind of date",
  title: "Title",
  startDate: "Date",
  startTime: "Start time (IST)",
  endDate: "Last day",
  endTime: "End time (IST)",
  purpose: "Purpose",
  period: "Results for",
  meeting: "Meeting",
  mode: "Held",
  location: "Venue or link",
  description: "Details",
  documents: "Documents filed for it",
};

/**
 * An event's fields, with the summary of what to fix above them. The kind is chosen once, when the event is added (the
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
  // A fixed kind has no control to link to: its problem is said without a link.
  const problems = EVENT_FORM_FIELDS.flatMap((field) => {
    const message = errors[field];
    const label = field === "kind" && kindFixed ? "" : LABELS[field];
    return message ? [{ field, label, message }] : [];
  });
  return (
    <StaffForm problems={problems} heading={notSavedHeading("The event")}>
      <input type="hidden" name="intent" value="save" />
      {kindFixed ? (
        <input type="hidden" name="kind" value={values.kind ?? ""} />
      ) : (
        select("kind", LABELS.kind, STAFF_EVENT_KINDS, "Choose…", true)
      )}
      {text("title", LABELS.title, {
        required: true,
        full: true,
        hint: "As visitors read it, e.g. “Board meeting to consider Q3 results”",
      })}
      {text("startDate", LABELS.startDate, { required: true, type: "date" })}
      {text("startTime", LABELS.startTime, {
        type: "time",
        hint: "Leave empty for a whole-day date (record, ex-dividend and payment dates)",
      })}
      {text("endDate", LABELS.endDate, { type: "date", hint: "Only for dates that span days" })}
      {text("endTime", LABELS.endTime, { type: "time" })}
      {asks("purpose")
        ? text("purpose", LABELS.purpose, {
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
          {select("meeting", LABELS.meeting, [
            { value: "AGM", label: "Annual general meeting" },
            { value: "EGM", label: "Extraordinary general meeting" },
          ])}
          {select("mode", LABELS.mode, [
            { value: "video-conference", label: "By video conference" },
            { value: "in-person", label: "In person" },
            { value: "hybrid", label: "In person and by video" },
          ])}
        </>
      ) : null}
      {text("location", LABELS.location, { full: true })}
      <StaffField label={LABELS.description} name="description" error={errors.description} full>
        <textarea
          id="description"
          name="description"
          rows={4}
          defaultValue={values.description ?? ""}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? "description-error" : undefined}
        />
      </StaffField>
      {text("documents", LABELS.documents, {
        full: true,
        hint: `Up to ${MAX_EVENT_DOCUMENTS} published documents: their numbers from the Documents list, separated by commas; linked once the date has passed`,
      })}
      {errors.kind && kindFixed ? <FieldError id="kind-error" error={errors.kind} /> : null}
      <div className="form-actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </div>
    </StaffForm>
  );
}
