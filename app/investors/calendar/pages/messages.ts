import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** Words of the calendar page and the Investor Zone's calendar teaser (the .ics files keep ../messages.ts). */
export const calendarPageMessages = defineMessages({ en, hi });
