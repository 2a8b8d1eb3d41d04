/** A question ready to show. */
export interface FaqView {
  id: string;
  topic: string;
  question: string;
  /** Sanitized HTML once it leaves this module (staff write answers in the rich-text editor). */
  answerHtml: string;
}

export interface FaqTopic {
  topic: string;
  entries: FaqView[];
}
