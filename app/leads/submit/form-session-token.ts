/**
 * What a server-rendered form carries so its submission can be recognised:
 * a submission key (a resubmitted form does not create a second lead) and the
 * time it was issued (the minimum-fill-time spam trap), signed with HMAC so a
 * bot cannot claim it loaded the form minutes ago. Pages with a form return
 * one from their loader:
 *   loader: `return { quickContact: await createFormSession("quick-contact") }`
 *   component: `<QuickContactForm session={data.quickContact} />`
 *
 * The secret is FORM_SESSION_SECRET when set, otherwise one generated on first
 * use and kept in app_meta, so every app server sharing the database signs and
 * checks with the same secret, and restarts do not invalidate open forms.
 */
export interface FormSession {
  form: string;
  key: string;
  issuedAt: number;
  signature: string;
}
