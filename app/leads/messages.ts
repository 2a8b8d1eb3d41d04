import { defineMessages, type Translate } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/**
 * The lead forms' own words (ADR 25): labels, hints, choices, buttons, the
 * error summary, every validation message and the server's answers. The
 * English catalogue is the only source of the English text too: the form
 * definitions, the staff area and the CRM remarks read their labels from it.
 */
export const leadMessages = defineMessages({ en, hi });

export type LeadMessageKey = keyof typeof en;
export type LeadTranslate = Translate<LeadMessageKey>;
