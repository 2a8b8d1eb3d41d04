import { EmbeddedLeadForm, type EmbeddedLeadFormProps } from "./EmbeddedLeadForm";

/** "Report a barrier" on the accessibility statement (posts to /forms/barrier-report). */
export function BarrierReportForm(props: EmbeddedLeadFormProps) {
  return <EmbeddedLeadForm {...props} form="barrier-report" footnote="form.barrierFootnote" />;
}
