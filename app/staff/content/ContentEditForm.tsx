import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { StaffForm } from "~/staff/ui/StaffForm";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import { TranslationStatusPanel } from "~/staff/shell/TranslationStatusPanel";
import { contentProblems } from "./content-problems";

/**
 * A blog, news or FAQ edit page: its heading, the languages the item is
 * translated into (none on the "new" page), then the form: the error
 * summary, a multipart POST (pictures may be uploaded) with the browser's
 * own checks kept, the fields in the form grid, and the buttons.
 */
export function ContentEditPage({
  head,
  translations,
  id,
  errors,
  listPath,
  createLabel,
  deleteLabel,
  children,
}: {
  head: ComponentProps<typeof StaffPageHead>;
  translations: ComponentProps<typeof TranslationStatusPanel>["statuses"];
  /** null on the "new" page. */
  id: number | null;
  errors: Partial<Record<string, string>>;
  /** The list page, e.g. "/staff/blog": Cancel goes there; delete is `<list>/<id>/delete`. */
  listPath: string;
  /** Submit button on the "new" page, e.g. "Create post". */
  createLabel: string;
  /** Link to the delete confirmation, e.g. "Delete this post…". */
  deleteLabel: string;
  /** The fields, laid out in the form grid. */
  children: ReactNode;
}) {
  return (
    <>
      <StaffPageHead {...head} />
      <TranslationStatusPanel statuses={translations} />
      <StaffForm
        key={id ?? "new"}
        {...contentProblems(errors)}
        encType="multipart/form-data"
        className="staff-card content-form"
        browserValidation
      >
        <div className="form-grid">{children}</div>
        <div className="form-actions content-form__actions">
          <button type="submit" className="button">
            {id ? "Save changes" : createLabel}
          </button>
          <Link to={listPath}>Cancel</Link>
          {id ? (
            <Link className="content-form__delete" to={`${listPath}/${id}/delete`}>
              {deleteLabel}
            </Link>
          ) : null}
        </div>
      </StaffForm>
    </>
  );
}

/** What the form shows: what was posted when a save was refused, else what was loaded. */
export function editState<Values, Errors>(
  loaded: { values: Values },
  refused: { values: Values; errors: Errors } | undefined,
): { values: Values; errors: Partial<Errors> } {
  return refused ?? { values: loaded.values, errors: {} };
}
