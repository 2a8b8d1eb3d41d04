import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** "Colour from a photo"'s words (ADR 25); shade and paint names are never translated. */
export const fromPhotoMessages = defineMessages({ en, hi });
