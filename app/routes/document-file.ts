import { readDocumentFile } from "~/data/documents.server";
import type { Route } from "./+types/document-file";

/**
 * /documents/:id/:fileName — a document's generated sample file with its real
 * type and a sensible file name. PDFs open in the browser's viewer; images
 * (newspaper advertisements) download, as the spec's "Image (download)" asks.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const file = await readDocumentFile(params.id, params.fileName);
  if (!file)
    return new Response("No such document file.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const disposition = file.kind === "image" ? "attachment" : "inline";
  return new Response(file.body as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.length),
      "Content-Disposition": `${disposition}; filename="${file.fileName}"`,
      // The bytes for an id and name never change; a corrected filing gets a new record.
      "Cache-Control": "public, max-age=86400",
      // Our own SVG must never run as a page if someone opens it directly.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
