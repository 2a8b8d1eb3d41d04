import { translated } from "~/lib/i18n/content";
import { privacyPolicy, termsAndConditions } from "~/content/legal";
import * as hiLegal from "~/content/hi/legal";

/** The legal pages' text in a page's language (kept apart: only those pages load it). */
export const privacyPolicyIn = translated(privacyPolicy, { hi: hiLegal.privacyPolicy });
export const termsIn = translated(termsAndConditions, { hi: hiLegal.termsAndConditions });
