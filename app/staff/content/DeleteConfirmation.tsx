import { Form, Link } from "react-router";
import { CsrfField } from "~/staff/ui/CsrfField";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";

/**
 * The second step of a delete: a page that names what will go and asks for a
 * POST (no JavaScript confirm()). Unpublishing is offered as the gentler choice.
 */
export function DeleteConfirmation({
  noun,
  title,
  back,
  error,
}: {
  noun: string;
  title: string;
  back: string;
  error?: string;
}) {
  return (
    <>
      <StaffPageHead
        title={`Delete this ${noun}?`}
        back={{ to: back, label: "Back to the list" }}
      />
      <div className="staff-card content-delete">
        <p>
          You are about to delete <strong>{title}</strong>. It disappears from the public site at
          once and cannot be restored from here (the audit log keeps a copy of its text).
        </p>
        <p>To take it off the site for now, unpublish it from the list instead.</p>
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <Form method="post" className="button-row">
          <CsrfField />
          <input type="hidden" name="confirm" value="delete" />
          <button type="submit" className="button staff-danger">
            Delete {noun}
          </button>
          <Link className="button button--ghost" to={back}>
            Keep it
          </Link>
        </Form>
      </div>
    </>
  );
}
