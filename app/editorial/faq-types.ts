import type { FieldLangs } from "~/lib/i18n/fallback";
import type { FaqTextField } from "./translations";

/** A question ready to show, in the page's language where staff have translated it (ADR 27). */
export interface FaqView {
  id: string;
  /** The English topic: questions are grouped by it in every language. */
  topicKey: string;
  /** The topic's name as the page shows it. */
  topic: string;
  question: string;
  /** Sanitized HTML once it leaves this module (staff write answers in the rich-text editor). */
  answerHtml: string;
  /** Fields shown in English on a page in another language, with the lang to mark them. */
  langs: FieldLangs<FaqTextField>;
}

export interface FaqTopic {
  topic: string;
  /** Set when the topic's name is shown in another language than the page's. */
  lang?: string;
  entries: FaqView[];
}
