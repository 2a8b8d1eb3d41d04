import type { DocumentFileResponse } from "~/investors/documents/documents.server";

/**
 * The HTTP answer for a document's file, shared by the public address and the
 * staff preview: its real type, a sensible file name, a sandboxing policy, and
 * a 304 when the browser already has these bytes. PDFs open in the browser's
 * viewer; images (newspaper advertisements) download, as the spec's
 * "Image (download)" asks.
 */
export function documentFileResponse(
  request: Request,
  file: DocumentFileResponse | undefined,
  cacheControl: string,
): Response {
  if (!file)
    return new Response("No such document file.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const disposition = file.kind === "image" ? "attachment" : "inline";
  const headers: Record<string, string> = {
    "Content-Type": file.contentType,
    "Content-Disposition": `${disposition}; filename="${file.fileName}"`,
    "Cache-Control": cacheControl,
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
