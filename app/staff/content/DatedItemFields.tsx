import { StaffField } from "~/staff/ui/StaffField";

/** The summary of a blog post or news item: one or two sentences under the title. */
export function SummaryField({
  value,
  error,
  hint,
  required,
}: {
  value: string;
  error?: string;
  hint: string;
  required?: boolean;
}) {
  return (
    <StaffField label="Summary" name="summary" full required={required} hint={hint} error={error}>
      {(control) => <textarea {...control} rows={3} maxLength={400} defaultValue={value} />}
    </StaffField>
  );
}

/** When a blog post or news item was published (yyyy-mm-dd); the public lists sort by it. */
export function PublishedOnField({
  value,
  error,
  hint,
}: {
  value: string;
  error?: string;
  hint: string;
}) {
  return (
    <StaffField
      label="Date"
      name="publishedOn"
      type="date"
      required
      hint={hint}
      defaultValue={value}
      error={error}
    />
  );
}

/** The title of a blog post ("Title") or news item ("Headline"). */
export function TitleField({
  label,
  value,
  error,
}: {
  label: string;
  value: string;
  error?: string;
}) {
  return (
    <StaffField
      label={label}
      name="title"
      required
      full
      maxLength={160}
      defaultValue={value}
      error={error}
    />
  );
}
