import { randomUUID } from "node:crypto";

/**
 * What a server-rendered form carries so its submission can be recognised:
 * a submission key (a resubmitted form does not create a second lead) and the
 * time it was issued (the minimum-fill-time spam trap). The leads issue signs
 * and checks these; pages with a form return one from their loader:
 *   loader: `return { quickContact: createFormSession("quick-contact") }`
 *   component: `<QuickContactForm session={data.quickContact} />`
 */
export interface FormSession {
  form: string;
  key: string;
  issuedAt: number;
  signature: string;
}

export function createFormSession(form: string): FormSession {
  return { form, key: randomUUID(), issuedAt: Date.now(), signature: "" };
}
