import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatBytes } from "~/lib/i18n/format";
import { StaffField } from "~/staff/ui/StaffField";
import { StaffForm } from "~/staff/ui/StaffForm";
import type {
  CategoryOption,
  DocumentFormErrors,
  DocumentFormField,
  DocumentFormValues,
  StaffDocument,
} from "~/staff/documents/document-form";

/**
 * The upload form and the edit form: one definition, so both check and show
 * the same fields. A real multipart POST: it works without JavaScript, and the
 * server answers with the typed values and one message per field.
 */
export interface DocumentFormProps {
  mode: "create" | "edit";
  values: DocumentFormValues;
  errors: DocumentFormErrors;
  categories: readonly CategoryOption[];
  /** Sub-categories already used on each grouped page (suggestions). */
  subCategories: Record<string, string[]>;
  /** The edit form's current file and generated media, to say what a blank field keeps. */
  current?: Pick<StaffDocument, "pdf" | "ownMedia">;
  today: string;
  cancelHref: string;
}

const fieldOrder: Array<[DocumentFormField, string]> = [
  ["category", "Page"],
  ["subCategory", "Sub-category"],
  ["pdf", "PDF file"],
  ["date", "Date"],
  ["description", "Description"],
  ["largeFileUrl", "Full version link"],
  ["imageUrl", "Image link"],
  ["audioUrl", "Audio recording link"],
  ["audioLinkUrl", "Listen link"],
  ["videoUrl", "Video link"],
];

export function DocumentForm({
  mode,
  values,
  errors,
  categories,
  subCategories,
  current,
  today,
  cancelHref,
}: DocumentFormProps) {
  const grouped = categories.filter((c) => c.grouped);
  return (
    <StaffForm
      problems={fieldOrder.flatMap(([field, label]) => {
        const message = errors[field];
        return message ? [{ field, label, message }] : [];
      })}
      summaryNote={
        mode === "create" ? <p>If the PDF file field is empty now, choose the file again.</p> : null
      }
      encType="multipart/form-data"
      className="staff-card doc-form"
    >
      <fieldset className="doc-form__section">
        <legend>Where it appears</legend>
        <StaffField
          label="Page"
          name="category"
          required
          error={errors.category}
          hint="The investor page that lists this document."
        >
          {(control) => (
            <select {...control} defaultValue={values.category}>
              <option value="">Choose a page</option>
              {categories.map((c) => (
                <option key={c.category} value={c.category}>
                  {c.title}
                </option>
              ))}
            </select>
          )}
        </StaffField>
        <StaffField
          label="Sub-category"
          name="subCategory"
          error={errors.subCategory}
          hint={
            <>
              Needed on {joinTitles(grouped.map((c) => c.title))}, which list documents in one
              section per sub-category (for example a meeting). Pick a suggestion or type a new one.
              Other pages do not show it.
            </>
          }
          list="subCategory-suggestions"
          defaultValue={values.subCategory}
          maxLength={120}
          autoComplete="off"
        />
        <datalist id="subCategory-suggestions">
          {grouped.flatMap((c) =>
            (subCategories[c.category] ?? []).map((name) => (
              <option key={`${c.category}:${name}`} value={name} label={c.title} />
            )),
          )}
        </datalist>
      </fieldset>

      <fieldset className="doc-form__section">
        <legend>The document</legend>
        {mode === "edit" && current ? <CurrentPdf pdf={current.pdf} /> : null}
        <StaffField
          label={mode === "create" ? "PDF file" : "Replace the PDF (optional)"}
          name="pdf"
          type="file"
          accept="application/pdf,.pdf"
          required={mode === "create"}
          error={errors.pdf}
          hint={
            mode === "create"
              ? "The filed PDF, up to 20 MB. It is checked to be a real PDF that opens, whatever its name."
              : "Choose a file only to replace the current one (up to 20 MB). The new file gets a new address, so nobody keeps an old copy by mistake."
          }
        />
        <StaffField
          label="Date"
          name="date"
          type="date"
          required
          max={today}
          defaultValue={values.date}
          error={errors.date}
          hint="The date on the filing or notice. Listings are sorted by it, newest first."
        />
        <StaffField
          label="Description"
          name="description"
          required
          full
          error={errors.description}
          hint="What shareholders see in the listing, e.g. “Outcome of the board meeting held on 12 November 2026”. Addresses starting with https:// become links."
        >
          {(control) => (
            <textarea {...control} rows={4} maxLength={2000} defaultValue={values.description} />
          )}
        </StaffField>
      </fieldset>

      <fieldset className="doc-form__section">
        <legend>Media links (optional)</legend>
        <p className="field-hint doc-form__note">
          Full https:// addresses of files kept elsewhere, such as the earnings call on the
          company&apos;s video channel. Leave a field empty when there is nothing to link.
        </p>
        <MediaField
          name="largeFileUrl"
          label="Full version link"
          hint="A larger edition of the PDF, e.g. the annual report with all annexures."
          {...{ values, errors }}
          own={current?.ownMedia.includes("largeFile")}
        />
        <MediaField
          name="imageUrl"
          label="Image link"
          hint="A picture, e.g. the newspaper advertisement of a notice."
          {...{ values, errors }}
          own={current?.ownMedia.includes("image")}
        />
        <MediaField
          name="audioUrl"
          label="Audio recording link"
          hint="An MP3 file; it plays in the site's audio window."
          {...{ values, errors }}
          own={current?.ownMedia.includes("audio")}
        />
        <MediaField
          name="audioLinkUrl"
          label="Listen link"
          hint="A page where the recording can be heard, e.g. a webcast."
          {...{ values, errors }}
        />
        <MediaField
          name="videoUrl"
          label="Video link"
          hint="The video of the call or meeting."
          {...{ values, errors }}
        />
      </fieldset>

      <div className="form-actions">
        <button type="submit" className="button">
          {mode === "create" ? "Upload and publish" : "Save changes"}
        </button>
        <Link to={cancelHref} className="button button--ghost">
          Cancel
        </Link>
      </div>
    </StaffForm>
  );
}

function MediaField({
  name,
  label,
  hint,
  values,
  errors,
  own,
}: {
  name: keyof DocumentFormValues;
  label: string;
  hint: ReactNode;
  values: DocumentFormValues;
  errors: DocumentFormErrors;
  own?: boolean;
}) {
  return (
    <StaffField
      label={label}
      name={name}
      type="url"
      inputMode="url"
      placeholder="https://"
      defaultValue={values[name]}
      error={errors[name]}
      hint={
        own ? (
          <>{hint} Now served from the site&apos;s own file; an address typed here replaces it.</>
        ) : (
          hint
        )
      }
    />
  );
}

function CurrentPdf({ pdf }: { pdf: StaffDocument["pdf"] }) {
  const size = pdf.bytes ? `, ${formatBytes(pdf.bytes)}` : "";
  return (
    <div className="doc-form__current field--full">
      <p className="field-label">Current PDF</p>
      {pdf.source === "none" ? (
        <p>No PDF yet.</p>
      ) : (
        <p>
          {pdf.source === "uploaded"
            ? `Uploaded file ${pdf.originalName ?? ""}${size}.`
            : pdf.source === "sample"
              ? `The site's generated sample PDF${size}.`
              : "A link to a PDF kept elsewhere."}{" "}
          {/* Our own files open through the staff address, which works unpublished too. */}
          {(pdf.previewHref ?? pdf.href) ? (
            <a href={pdf.previewHref ?? pdf.href} target="_blank" rel="noreferrer">
              Open the current PDF<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
        </p>
      )}
    </div>
  );
}

function joinTitles(titles: string[]): string {
  if (titles.length <= 1) return titles.join("");
  return `${titles.slice(0, -1).join(", ")} and ${titles.at(-1)}`;
}
