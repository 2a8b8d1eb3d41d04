import { getEnv } from "~/lib/env.server";
import { eventIcs } from "../calendar/ics.server";
import { findCalendarEvent } from "../calendar/store.server";
import { getPublishedDocuments } from "~/investors/documents/documents.server";
import { icsResponse, icsUrls } from "../calendar/pages/ics-response.server";
import { uidOfIcsFile } from "../calendar/pages/when";

/** /investors/calendar/events/:uid.ics — one event, to add to a calendar by hand. */
export async function loader({ request, params }: { request: Request; params: { file?: string } }) {
  const uid = uidOfIcsFile(params.file ?? "");
  const event = uid ? await findCalendarEvent(uid) : undefined;
  if (!event) return new Response("Not found\n", { status: 404 });
  const origin = getEnv().SITE_URL.replace(/\/$/, "");
  const documents = await getPublishedDocuments(event.relatedDocumentIds);
  const body = eventIcs(event, {
    generatedAt: new Date(event.updatedAt),
    ...icsUrls(origin, documents),
  });
  const name = `${event.uid.split("@")[0]!.replace(/[^A-Za-z0-9._-]/g, "-")}.ics`;
  return icsResponse(request, body, name, { download: true });
}
