import type { TranslatedText } from "~/lib/i18n/fallback";

/**
 * The text fields of blog posts, news items and FAQ entries that staff
 * translate (ADR 27), named as the page records name them, and how a
 * translation row's columns map onto them. The public pages and the staff
 * area read translations through these, so both agree on what "translated"
 * means.
 */

export const blogTextFields = ["title", "summary", "bodyHtml", "imageAlt"] as const;
export type BlogTextField = (typeof blogTextFields)[number];

export const newsTextFields = ["title", "summary", "imageAlt"] as const;
export type NewsTextField = (typeof newsTextFields)[number];

export const faqTextFields = ["topic", "question", "answerHtml"] as const;
export type FaqTextField = (typeof faqTextFields)[number];

export function blogTranslationText(row: {
  title: string;
  summary: string;
  body_html: string;
  image_alt: string;
}): TranslatedText<BlogTextField> {
  return {
    title: row.title,
    summary: row.summary,
    bodyHtml: row.body_html,
    imageAlt: row.image_alt,
  };
}

export function newsTranslationText(row: {
  title: string;
  summary: string;
  image_alt: string;
}): TranslatedText<NewsTextField> {
  return { title: row.title, summary: row.summary, imageAlt: row.image_alt };
}

export function faqTranslationText(row: {
  topic: string;
  question: string;
  answer: string;
}): TranslatedText<FaqTextField> {
  return { topic: row.topic, question: row.question, answerHtml: row.answer };
}
