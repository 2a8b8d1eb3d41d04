import type { ReactNode } from "react";
import { Link } from "react-router";
import { problemsOf } from "~/staff/ui/ErrorSummary";
import { PictureField } from "~/staff/ui/PictureField";
import { StaffField } from "~/staff/ui/StaffField";
import { StaffForm } from "~/staff/ui/StaffForm";
import { DescriptionField } from "./DescriptionField";
import { cataloguePictureView } from "./picture-view";

type Errors = Record<string, string> | undefined;

/**
 * The form card of a catalogue record (sub-category, product, item): its
 * heading, then the kit's form (the error summary, a multipart POST with its
 * CSRF token), the fields, Save and Cancel. Pages that also post moves from
 * the same address mark this form's posts as saves.
 */
export function CatalogueRecordForm({
  heading,
  errors,
  labels,
  saveIntent,
  submitLabel,
  cancelTo,
  children,
}: {
  heading: string;
  errors: Errors;
  /** The summary's names for the fields; a problem of the whole form is "Form". */
  labels: Record<string, string>;
  saveIntent?: boolean;
  submitLabel: string;
  cancelTo: string;
  children: ReactNode;
}) {
  return (
    <section className="staff-card cat-form-card" aria-labelledby="details-heading">
      <h2 id="details-heading">{heading}</h2>
      <StaffForm
        problems={problemsOf(errors, labels, () => "Form")}
        encType="multipart/form-data"
        className="cat-form"
      >
        {saveIntent ? <input type="hidden" name="intent" value="save" /> : null}
        {children}
        <div className="form-actions">
          <button type="submit" className="button">
            {submitLabel}
          </button>
          <Link to={cancelTo} className="button button--ghost">
            Cancel
          </Link>
        </div>
      </StaffForm>
    </section>
  );
}

/**
 * The fields a sub-category and a product have alike: name, description and
 * one picture.
 */
export function NamedRecordFields({
  values,
  errors,
  nameMaxLength,
  nameHint,
  picture,
}: {
  values: { name: string; descriptionHtml: string };
  errors: Errors;
  nameMaxLength: number;
  nameHint: string;
  picture: Omit<Parameters<typeof CataloguePictureField>[0], "errors">;
}) {
  return (
    <>
      <StaffField
        label="Name"
        name="name"
        required
        full
        maxLength={nameMaxLength}
        defaultValue={values.name}
        error={errors?.name}
        hint={nameHint}
        autoComplete="off"
      />
      <DescriptionField defaultValue={values.descriptionHtml} error={errors?.descriptionHtml} />
      <CataloguePictureField {...picture} errors={errors} />
    </>
  );
}

/**
 * A record's one picture: upload, replace or remove (the `<name>Remove` box).
 * A refused form asks for the file again, since browsers do not keep it.
 */
export function CataloguePictureField({
  name,
  label,
  hint,
  current,
  errors,
}: {
  name: string;
  label: string;
  hint: string;
  current: Parameters<typeof cataloguePictureView>[0];
  errors: Errors;
}) {
  return (
    <PictureField
      name={name}
      legend={label}
      label={label}
      replaceLabel={`Replace ${label.toLowerCase()}`}
      hint={hint}
      current={cataloguePictureView(current)}
      removeName={`${name}Remove`}
      error={errors?.[name]}
      formRefused={errors !== undefined}
    />
  );
}

/** A saved record's page actions: its public page (none while the ERP is the source) and Delete. */
export function CatalogueRecordActions({
  publicHref,
  deleteTo,
}: {
  publicHref: string | null;
  deleteTo: string;
}) {
  return (
    <>
      {publicHref === null ? null : (
        <a className="button button--ghost" href={publicHref} target="_blank" rel="noopener">
          View on website<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
      <Link className="button button--ghost cat-danger-button" to={deleteTo}>
        Delete
      </Link>
    </>
  );
}

/**
 * The ordered records under a record's form (a sub-category's products, a
 * product's items): a heading with an Add link, then the table, or what the
 * public page shows while there are none.
 */
export function CatalogueChildren({
  headingId,
  heading,
  lede,
  addTo,
  addLabel,
  hasRows,
  empty,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  lede?: string;
  addTo: string;
  addLabel: string;
  hasRows: boolean;
  /** Shown instead of the table when there are no records. */
  empty: string;
  children: ReactNode;
}) {
  const title = <h2 id={headingId}>{heading}</h2>;
  return (
    <section className="cat-children" aria-labelledby={headingId}>
      <div className="cat-children__head">
        {lede ? (
          <div>
            {title}
            <p className="cat-children__lede">{lede}</p>
          </div>
        ) : (
          title
        )}
        <Link className="button" to={addTo}>
          {addLabel}
        </Link>
      </div>
      {hasRows ? children : <p className="staff-card cat-empty">{empty}</p>}
    </section>
  );
}
