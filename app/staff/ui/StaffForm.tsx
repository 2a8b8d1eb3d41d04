import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";
import { CsrfField } from "./CsrfField";
import { ErrorSummary } from "./ErrorSummary";

/**
 * A staff form that changes something: its error summary above it (which
 * takes the focus when the form comes back refused), then a POST form with
 * the session's CSRF token. The browser's own validation is off by default:
 * the server checks every field and the summary and the fields say what to
 * fix, the same with and without JavaScript.
 */
export function StaffForm({
  problems,
  heading,
  messages,
  summaryNote,
  className = "staff-card form-grid",
  encType,
  browserValidation = false,
  children,
}: Pick<ComponentProps<typeof ErrorSummary>, "problems" | "heading" | "messages"> & {
  /** A line under the summary's list, e.g. that a chosen file must be chosen again. */
  summaryNote?: ReactNode;
  className?: string;
  /** "multipart/form-data" where a file may be sent. */
  encType?: "multipart/form-data";
  /**
   * Keep the browser's own checks (required, maxlength, type) before a post:
   * the content forms have always had them, and their staff are used to the
   * browser's bubble on an empty title. The server still checks every field.
   */
  browserValidation?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <ErrorSummary problems={problems} heading={heading} messages={messages}>
        {summaryNote}
      </ErrorSummary>
      <Form method="post" encType={encType} className={className} noValidate={!browserValidation}>
        <CsrfField />
        {children}
      </Form>
    </>
  );
}

/** "The event was not saved: 3 fields need correcting, marked below." */
export const notSavedHeading = (what: string) => (count: number) =>
  `${what} was not saved: ${count} field${count === 1 ? " needs" : "s need"} correcting, marked below.`;
