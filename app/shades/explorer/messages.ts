import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** The colour explorer's, the shade pages' and the shortlist's words. */
export const colourMessages = defineMessages({ en, hi });
export type ColourMessageKey = keyof typeof en;
