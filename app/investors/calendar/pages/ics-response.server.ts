import { createHash } from "node:crypto";
import type { CalendarEvent } from "../event";
import type { InvestorDocument } from "~/investors/documents/document-types";
import { CALENDAR_PATH } from "./when";

/** Links inside the .ics files: the calendar page for each event, each filing's file. */
export function icsUrls(origin: string, documents: Map<number, InvestorDocument>) {
  return {
    eventUrl: (event: CalendarEvent) =>
      `${origin}${CALENDAR_PATH}#${encodeURIComponent(event.uid)}`,
    // Only published documents are in the map: any other id is left out of the file.
    documentUrl: (id: number) => {
      const file = documents.get(id)?.files[0]?.href;
      if (!file) return undefined;
      return file.startsWith("/") ? `${origin}${file}` : file;
    },
  };
}

/**
 * A calendar file with a strong ETag of its bytes, so a subscribed calendar's
 * frequent polls cost a 304. A single event is offered as a download; the
 * feed is shown inline, as calendar apps that subscribe expect.
 */
export function icsResponse(
  request: Request,
  body: string,
  fileName: string,
  { download = false }: { download?: boolean } = {},
): Response {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const headers = {
    "Content-Type": "text/calendar; charset=utf-8",
    "Cache-Control": "public, max-age=300",
    ETag: etag,
    "Content-Disposition": `${download ? "attachment" : "inline"}; filename="${fileName}"`,
  };
  if (request.headers.get("If-None-Match") === etag)
    return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
