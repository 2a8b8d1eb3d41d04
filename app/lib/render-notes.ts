/**
 * What a render tells our server beyond its response (ADR 35). The notes
 * travel in React Router's load context, which server/app-server.ts makes
 * afresh for each request (newRenderContext) and reads after the render
 * (renderNotes); they work for any route, the root included, and for `.data`
 * requests as for documents. Where no such context is given (the development
 * server), noting does nothing.
 *
 * - A part left out: a page rendered without one of its parts because that
 *   part's source failed (the Investor Zone without its calendar dates, any
 *   page without the catalogue menu) is worth showing but not worth keeping:
 *   the page cache served the Investor Zone without its dates for five
 *   minutes after the database was back (issue 41). The server keeps no page
 *   with a part left out, whatever its route's cache headers say.
 * - The database busy: a write gave up waiting for SQLite's write lock
 *   (app/lib/database-busy.ts) and nothing caught it. The server answers 503 with
 *   Retry-After instead of React Router's 500: nothing was written, and the
 *   same request will very likely work in a few seconds.
 */
interface RenderContext {
  renderNotes: RenderNotes;
  /** React Router's load context is a bag of named values. */
  [name: string]: unknown;
}

export interface RenderNotes {
  missingParts: string[];
  databaseBusy: boolean;
}

/** The load context for one request. */
export function newRenderContext(): RenderContext {
  return { renderNotes: { missingParts: [], databaseBusy: false } };
}

/** Records that `part` of the page being rendered failed and was left out. */
export function notePartMissing(context: unknown, part: string): void {
  notesOf(context)?.missingParts.push(part);
}

/** Records that a write of this request gave up waiting for the database's write lock. */
export function noteDatabaseBusy(context: unknown): void {
  const notes = notesOf(context);
  if (notes) notes.databaseBusy = true;
}

/** What the render noted (nothing, without a context). */
export function renderNotes(context: unknown): Readonly<RenderNotes> {
  return notesOf(context) ?? { missingParts: [], databaseBusy: false };
}

function notesOf(context: unknown): RenderNotes | undefined {
  return (context as Partial<RenderContext> | null | undefined)?.renderNotes;
}
