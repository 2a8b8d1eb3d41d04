import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** What a download says when a PDF is not made for it now (generation.server.ts). */
export const pdfMessages = defineMessages({ en, hi });
