import { EmbeddedLeadForm, type EmbeddedLeadFormProps } from "./EmbeddedLeadForm";

/** Quick Contact form on the home page (posts to /forms/quick-contact). */
export function QuickContactForm(props: EmbeddedLeadFormProps) {
  return <EmbeddedLeadForm {...props} form="quick-contact" footnote="form.replyFootnote" />;
}
