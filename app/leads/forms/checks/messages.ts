import { defineMessages, type Translate } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/**
 * What the lead forms' checks say (ADR 25): required and format messages,
 * cross-field rules and the server's answers. Apart from the forms' words
 * (../messages.ts) because only the checks use them: the browser loads them
 * with the schemas, when a visitor starts filling a form in, not with the page.
 */
export const checkMessages = defineMessages({ en, hi });

export type CheckMessageKey = keyof typeof en;
export type CheckTranslate = Translate<CheckMessageKey>;
