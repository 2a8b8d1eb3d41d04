import type { Insertable, Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { emptyDocumentForm, type DocumentFormValues } from "~/staff/documents/document-form";

type DocumentRow = Insertable<Database["documents"]>;

/**
 * An investor document row as the seeder stores one: a generated sample PDF
 * and no other files or links, published. A test gives what it is about and
 * changes what it checks.
 */
export function documentRow(
  fields: Pick<DocumentRow, "category" | "document_date" | "description" | "file_stem"> &
    Partial<DocumentRow>,
): DocumentRow {
  return {
    sub_category: "",
    has_pdf: 1,
    has_large_file: 0,
    has_image: 0,
    has_audio: 0,
    pdf_bytes: null,
    large_file_bytes: null,
    image_bytes: null,
    audio_bytes: null,
    pdf_url: null,
    large_file_url: null,
    image_url: null,
    audio_url: null,
    audio_link_url: null,
    video_url: null,
    pdf_file_id: null,
    created_at: new Date().toISOString(),
    published: 1,
    updated_at: null,
    ...fields,
  };
}

/** What staff type into the document form: a quarter's results, no links. */
export function documentFormValues(
  overrides: Partial<DocumentFormValues> = {},
): DocumentFormValues {
  return {
    ...emptyDocumentForm,
    category: "Financial Results",
    date: "2026-11-12",
    description: "Unaudited financial results for the quarter ended 30 September 2026",
    ...overrides,
  };
}

/** Stores a document (published unless told) and returns its id. */
export async function insertDocument(
  db: Kysely<Database>,
  fields: {
    category: string;
    date: string;
    description: string;
    subCategory?: string;
    fileStem?: string;
  },
  published = 1,
): Promise<number> {
  const row = await db
    .insertInto("documents")
    .values(
      documentRow({
        category: fields.category,
        sub_category: fields.subCategory ?? "",
        document_date: fields.date,
        description: fields.description,
        file_stem: fields.fileStem ?? `document-${fields.date}`,
        published,
      }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
