import { EmbeddedLeadForm, type EmbeddedLeadFormProps } from "./EmbeddedLeadForm";

/** Let's Talk form on /contact (posts to /forms/lets-talk). */
export function LetsTalkForm(props: EmbeddedLeadFormProps) {
  return <EmbeddedLeadForm {...props} form="lets-talk" footnote="form.replyFootnote" />;
}
