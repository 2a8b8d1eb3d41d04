import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** The words of the texts and mails a visitor gets about their booked visit (ADR 45). */
export const visitorMessages = defineMessages({ en, hi });
export type VisitorMessageKey = keyof typeof en;
