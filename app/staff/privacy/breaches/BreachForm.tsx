import { StaffField, textFieldsOf } from "~/staff/ui/StaffField";
import { notSavedHeading, StaffForm } from "~/staff/ui/StaffForm";
import { FieldError, LabelText } from "~/staff/ui/FieldText";
import { breachDataKinds, breachKindLabels } from "~/privacy/breaches/kinds";
import { BREACH_LABELS, type BreachFormField, type BreachFormValues } from "./breach-form";

const ORDER: BreachFormField[] = [
  "title",
  "foundAt",
  "occurredAt",
  "kinds",
  "selectBy",
  "form",
  "from",
  "to",
  "leadIds",
  "whatHappenedEn",
  "whatHappenedHi",
  "stepsTakenEn",
  "stepsTakenHi",
];

/**
 * The breach register's form: what happened, when it was found, which data,
 * whose (when recording), and the steps taken, in English and in Hindi for
 * the notices to Hindi speakers (ADR 65). A plain POST form.
 */
export function BreachForm({
  values,
  errors,
  forms,
  withSelection,
  submitLabel,
}: {
  values: BreachFormValues;
  errors: Partial<Record<BreachFormField, string>>;
  forms: ReadonlyArray<{ value: string; label: string }>;
  withSelection: boolean;
  submitLabel: string;
}) {
  const { kinds = [], ...texts } = values;
  const text = textFieldsOf(texts, errors);
  const problems = ORDER.flatMap((field) => {
    const message = errors[field];
    // A group's link goes to its fieldset, which takes the focus (tabIndex -1).
    return message ? [{ field, label: BREACH_LABELS[field], message }] : [];
  });
  const paragraph = (name: BreachFormField, hint: string, required = false) => (
    <StaffField
      label={BREACH_LABELS[name]}
      name={name}
      error={errors[name]}
      hint={hint}
      required={required}
      full
    >
      {(control) => (
        <textarea {...control} rows={5} defaultValue={texts[name as keyof typeof texts] ?? ""} />
      )}
    </StaffField>
  );
  return (
    <StaffForm problems={problems} heading={notSavedHeading("The incident")}>
      {text("title", BREACH_LABELS.title, {
        required: true,
        full: true,
        hint: "For the register, e.g. “Dealer applications readable on a test server”",
      })}
      {text("foundAt", BREACH_LABELS.foundAt, {
        type: "datetime-local",
        required: true,
        hint: "The Board's 72 hours run from this moment",
      })}
      {text("occurredAt", BREACH_LABELS.occurredAt, { type: "datetime-local" })}
      <fieldset
        id="kinds"
        tabIndex={-1}
        className="field--full"
        aria-describedby={errors.kinds ? "kinds-error" : undefined}
      >
        <legend>
          <LabelText label={BREACH_LABELS.kinds} required />
        </legend>
        <FieldError id="kinds-error" error={errors.kinds} />
        {breachDataKinds.map((kind) => (
          <div className="choice" key={kind}>
            <input
              type="checkbox"
              id={`kinds-${kind}`}
              name="kinds"
              value={kind}
              defaultChecked={kinds.includes(kind)}
            />
            <label htmlFor={`kinds-${kind}`}>{breachKindLabels[kind]}</label>
          </div>
        ))}
      </fieldset>
      {withSelection ? (
        <fieldset
          id="selectBy"
          tabIndex={-1}
          className="field--full staff-breach-selection"
          aria-describedby={errors.selectBy ? "selectBy-error" : undefined}
        >
          <legend>{BREACH_LABELS.selectBy}</legend>
          <FieldError id="selectBy-error" error={errors.selectBy} />
          <div className="choice">
            <input
              type="radio"
              id="selectBy-form"
              name="selectBy"
              value="form"
              defaultChecked={(texts.selectBy ?? "form") === "form"}
            />
            <label htmlFor="selectBy-form">By the form they used and when they sent it</label>
          </div>
          <div className="staff-breach-selection__form">
            <StaffField label={BREACH_LABELS.form} name="form" error={errors.form}>
              {(control) => (
                <select {...control} defaultValue={texts.form ?? ""}>
                  <option value="">Every form</option>
                  {forms.map((f) => (
                    <option key={f.value} value={f.value}>
                      {f.label}
                    </option>
                  ))}
                </select>
              )}
            </StaffField>
            {text("from", BREACH_LABELS.from, { type: "date", hint: "First day, India time" })}
            {text("to", BREACH_LABELS.to, { type: "date", hint: "Last day, included" })}
          </div>
          <div className="choice">
            <input
              type="radio"
              id="selectBy-leads"
              name="selectBy"
              value="leads"
              defaultChecked={texts.selectBy === "leads"}
            />
            <label htmlFor="selectBy-leads">By their lead numbers</label>
          </div>
          <StaffField
            label={BREACH_LABELS.leadIds}
            name="leadIds"
            error={errors.leadIds}
            hint="Separated by commas or spaces, e.g. 12, 15, 40"
            full
          >
            {(control) => <textarea {...control} rows={2} defaultValue={texts.leadIds ?? ""} />}
          </StaffField>
        </fieldset>
      ) : null}
      {paragraph(
        "whatHappenedEn",
        "As the people affected will read it: plain words, no jargon",
        true,
      )}
      {paragraph(
        "whatHappenedHi",
        "The same in Hindi, for the notices to those who wrote to us in Hindi",
      )}
      {paragraph(
        "stepsTakenEn",
        "What has been done to contain it and to stop it happening again",
        true,
      )}
      {paragraph("stepsTakenHi", "The same in Hindi")}
      <div className="form-actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </div>
    </StaffForm>
  );
}
