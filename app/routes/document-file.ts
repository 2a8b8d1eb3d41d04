import { readDocumentFile } from "~/data/documents.server";
import type { Route } from "./+types/document-file";

/**
 * /documents/:id/:fileName — a published document's PDF uploaded by staff, or
 * its generated sample file, with its real type and a sensible file name. PDFs open in the browser's viewer; images
 * (newspaper advertisements) download, as the spec's "Image (download)" asks.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const file = await readDocumentFile(params.id, params.fileName);
  if (!file)
    return new Response("No such document file.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const disposition = file.kind === "image" ? "attachment" : "inline";
  const headers: Record<string, string> = {
    "Content-Type": file.contentType,
    "Content-Disposition": `${disposition}; filename="${file.fileName}"`,
    // The bytes for an id and name never change (a replaced upload gets a new name). A staff
    // upload can still be unpublished, so browsers re-check it each time (a cheap 304), while a
    // generated sample may be kept for a day.
    "Cache-Control": file.source === "uploaded" ? "public, no-cache" : "public, max-age=86400",
    // Our own SVG must never run as a page if someone opens it directly.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  if (file.etag) {
    headers.ETag = file.etag;
    if (request.headers.get("If-None-Match") === file.etag)
      return new Response(null, { status: 304, headers });
  }
  headers["Content-Length"] = String(file.body.length);
  return new Response(file.body as Uint8Array<ArrayBuffer>, { headers });
}
