import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** The visualiser's words (ADR 25); shade names are never translated. */
export const visualiserMessages = defineMessages({ en, hi });
export type VisualiserMessageKey = keyof typeof en;
