import { db, type DB } from "~/db/client.server";
import { erpConfigFromEnv } from "~/erp/client.server";
import { listErpFaqs } from "~/erp/templates.server";
import { inPageLanguage, type TranslatedText } from "~/lib/i18n/fallback";
import { plainTextToHtml, sanitizeRichText } from "~/lib/sanitize.server";
import type { FaqTopic, FaqView } from "./faq-types";
import { publishedFaqs } from "./store.server";
import { faqTextFields, type FaqTextField } from "./translations";

/** The FAQ domain: questions from our database or the ERP (template 2). */

/** A question as the ERP sends it: the answer is plain text (blank lines separate paragraphs). */
export interface FaqEntry {
  id: string;
  /** "Products", "Dealership", …; "" when the source has no topics. */
  topic: string;
  question: string;
  answer: string;
}

/** A question in a page's language. */
function faqView(
  locale: string,
  entry: { id: string; topic: string; question: string; answerHtml: string },
  translation: TranslatedText<FaqTextField> | undefined,
): FaqView {
  return { ...inPageLanguage(locale, entry, faqTextFields, translation), topicKey: entry.topic };
}

export async function listFaqs(locale: string, database: DB = db()): Promise<FaqView[]> {
  const erp = erpConfigFromEnv();
  // The ERP has English only: a page in another language shows it marked as English.
  if (erp)
    return (await listErpFaqs(erp)).map(({ answer, ...entry }) =>
      faqView(locale, { ...entry, answerHtml: plainTextToHtml(answer) }, undefined),
    );
  // Only published questions, in the order staff chose.
  const rows = await publishedFaqs(database, locale);
  return rows.map(({ row, translation }) => {
    const view = faqView(
      locale,
      { id: String(row.id), topic: row.topic, question: row.question, answerHtml: row.answer },
      translation,
    );
    // Whichever language's answer is shown, the sanitizer has the last word.
    return { ...view, answerHtml: sanitizeRichText(view.answerHtml) };
  });
}

/**
 * Entries grouped by their English topic in first-seen order; one unnamed
 * group when there are no topics. A group is headed by the first translated
 * name among its entries, else by the English one, marked with its lang.
 */
export function groupFaqsByTopic(entries: FaqView[]): FaqTopic[] {
  const topics = new Map<string, FaqView[]>();
  for (const entry of entries) {
    const list = topics.get(entry.topicKey);
    if (list) list.push(entry);
    else topics.set(entry.topicKey, [entry]);
  }
  return [...topics.values()].map((list) => {
    const named = list.find((entry) => entry.langs.topic === undefined) ?? list[0]!;
    return {
      topic: named.topic,
      ...(named.langs.topic ? { lang: named.langs.topic } : {}),
      entries: list,
    };
  });
}

export type { FaqTopic, FaqView } from "./faq-types";
