import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** The words of the notice to a person a breach reached (Rule 7(1); ADR 65). */
export const noticeMessages = defineMessages({ en, hi });
export type NoticeMessageKey = keyof typeof en;
