import type { FormSessionProps, LeadActionData } from "~/leads/lead-result";
import { leadMessages } from "~/leads/messages";
import { useLocale } from "~/lib/i18n/react";
import { withNodes } from "~/lib/i18n/rich-text";
import { LeadForm } from "./LeadForm";

/** Where the consultation form posts, and its no-JavaScript page (/hi/consultation in Hindi). */
export const CONSULTATION_PATH = "/consultation";

/**
 * The consultation request form shown in the header dialog and on
 * /consultation. In the dialog there is no server session: the form fetches a
 * signed one as soon as it appears, and a submission waits for it (see
 * LeadForm's sessionUrl), so the dialog never sends an unsigned session.
 */
export function ConsultationForm({
  product,
  shades = [],
  estimate,
  session,
  result,
  idPrefix,
}: {
  product?: string;
  /** Shades from a shortlist the visitor wants to talk about; the codes go with the lead. */
  shades?: readonly { code: string; name?: string }[];
  /** A paint budget estimate sent with the request: its calculator address, and its result to show. */
  estimate?: { path: string; summary?: string };
  /** See LeadForm; the header dialog passes its own so ids stay unique. */
  idPrefix?: string;
  session?: FormSessionProps;
  /** The action's answer when /consultation was rendered after a no-JavaScript POST. */
  result?: LeadActionData;
}) {
  const locale = useLocale();
  const t = leadMessages.in(locale);
  return (
    <div className="lead-form-wrap">
      {product ? (
        <p className="lead-form-about">
          {withNodes(t("form.about", { product: "{product}" }), {
            product: <strong>{product}</strong>,
          })}
        </p>
      ) : null}
      {shades.length > 0 ? (
        <p className="lead-form-about">
          {withNodes(t("form.aboutShades", { shades: "{shades}" }), {
            shades: (
              <strong>
                {shades.map((s, i) => (
                  <span key={s.code}>
                    {i > 0 ? ", " : ""}
                    {s.name ? <span lang="en">{s.name} </span> : null}
                    {s.name ? `(${s.code})` : s.code}
                  </span>
                ))}
              </strong>
            ),
          })}
        </p>
      ) : null}
      {estimate?.summary ? (
        <p className="lead-form-about">{t("form.aboutEstimate", { summary: estimate.summary })}</p>
      ) : null}
      <LeadForm
        form="consultation"
        idPrefix={idPrefix}
        action={CONSULTATION_PATH}
        session={session}
        sessionUrl="/forms/consultation/session"
        result={result}
        hidden={{
          product: product ?? "",
          shades: shades.map((s) => s.code).join(", "),
          estimate: estimate?.path ?? "",
        }}
        footnote={t("form.consultationFootnote")}
      />
    </div>
  );
}
