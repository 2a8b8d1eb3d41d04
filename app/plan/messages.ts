import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** The plan bar's and the hand-overs' words (ADR 25); shade and paint names are never translated. */
export const planMessages = defineMessages({ en, hi });
export type PlanMessageKey = keyof typeof en;
