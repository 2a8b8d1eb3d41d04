import { erpConfigFromEnv } from "~/adapters/erp/client.server";
import { listErpFaqs } from "~/adapters/erp/templates.server";
import { db, type DB } from "~/db/client.server";

/** The FAQ domain: questions from our database or the ERP (template 2). */
export interface FaqEntry {
  id: string;
  /** "Products", "Dealership", …; "" when the source has no topics. */
  topic: string;
  question: string;
  /** Plain text; blank lines separate paragraphs. */
  answer: string;
}

export async function listFaqs(database: DB = db()): Promise<FaqEntry[]> {
  const erp = erpConfigFromEnv();
  if (erp) return listErpFaqs(erp);
  const rows = await database
    .selectFrom("faqs")
    .selectAll()
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    topic: row.topic,
    question: row.question,
    answer: row.answer,
  }));
}

export interface FaqTopic {
  topic: string;
  entries: FaqEntry[];
}

/** Entries grouped by topic in first-seen order; one unnamed group when there are no topics. */
export function groupFaqsByTopic(entries: FaqEntry[]): FaqTopic[] {
  const topics = new Map<string, FaqEntry[]>();
  for (const entry of entries) {
    const list = topics.get(entry.topic);
    if (list) list.push(entry);
    else topics.set(entry.topic, [entry]);
  }
  return [...topics].map(([topic, list]) => ({ topic, entries: list }));
}
