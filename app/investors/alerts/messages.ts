import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** The alert pages' and mails' words, in the subscriber's language. */
export const alertMessages = defineMessages({ en, hi });
