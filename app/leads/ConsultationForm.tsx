import type { FormSessionProps, LeadActionData } from "~/leads/lead-result";
import { LeadForm } from "./LeadForm";

/** Where the consultation form posts, and its no-JavaScript page. */
export const CONSULTATION_PATH = "/consultation";

/**
 * The consultation request form shown in the header dialog and on
 * /consultation. In the dialog there is no server session: the form fetches a
 * signed one as soon as it appears, and a submission waits for it (see
 * LeadForm's sessionUrl), so the dialog never sends an unsigned session.
 */
export function ConsultationForm({
  product,
  session,
  result,
  idPrefix,
}: {
  product?: string;
  /** See LeadForm; the header dialog passes its own so ids stay unique. */
  idPrefix?: string;
  session?: FormSessionProps;
  /** The action's answer when /consultation was rendered after a no-JavaScript POST. */
  result?: LeadActionData;
}) {
  return (
    <div className="lead-form-wrap">
      {product ? (
        <p className="lead-form-about">
          About: <strong>{product}</strong>
        </p>
      ) : null}
      <LeadForm
        form="consultation"
        idPrefix={idPrefix}
        action={CONSULTATION_PATH}
        session={session}
        sessionUrl="/forms/consultation/session"
        result={result}
        hidden={{ product: product ?? "" }}
        footnote="A colour expert calls you back within one working day, free of charge."
      />
    </div>
  );
}
