import { db, type DB } from "~/db/client.server";
import { erpConfigFromEnv } from "~/erp/client.server";
import { listErpFaqs } from "~/erp/templates.server";
import { plainTextToHtml, sanitizeRichText } from "~/lib/sanitize.server";
import type { FaqTopic, FaqView } from "./faq-types";

/** The FAQ domain: questions from our database or the ERP (template 2). */

/** A question as the ERP sends it: the answer is plain text (blank lines separate paragraphs). */
export interface FaqEntry {
  id: string;
  /** "Products", "Dealership", …; "" when the source has no topics. */
  topic: string;
  question: string;
  answer: string;
}

export async function listFaqs(database: DB = db()): Promise<FaqView[]> {
  const erp = erpConfigFromEnv();
  if (erp)
    return (await listErpFaqs(erp)).map(({ answer, ...entry }) => ({
      ...entry,
      answerHtml: plainTextToHtml(answer),
    }));
  // Only published questions, in the order staff chose.
  const rows = await database
    .selectFrom("faqs")
    .selectAll()
    .where("published", "=", 1)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    topic: row.topic,
    question: row.question,
    answerHtml: sanitizeRichText(row.answer),
  }));
}

/** Entries grouped by topic in first-seen order; one unnamed group when there are no topics. */
export function groupFaqsByTopic(entries: FaqView[]): FaqTopic[] {
  const topics = new Map<string, FaqView[]>();
  for (const entry of entries) {
    const list = topics.get(entry.topic);
    if (list) list.push(entry);
    else topics.set(entry.topic, [entry]);
  }
  return [...topics].map(([topic, list]) => ({ topic, entries: list }));
}

export type { FaqTopic, FaqView } from "./faq-types";
