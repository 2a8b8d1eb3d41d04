import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** The words of /privacy/requests and of the codes' texts and mails, in the person's language. */
export const privacyMessages = defineMessages({ en, hi });
