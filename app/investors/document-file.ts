import { readDocumentFile } from "~/investors/documents.server";
import { documentFileResponse } from "~/investors/file-response.server";
import type { Route } from "./+types/document-file";

/**
 * /documents/:id/:fileName — a published document's PDF uploaded by staff, or
 * its generated sample file.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const file = await readDocumentFile(params.id, params.fileName);
  // The bytes for an id and name never change (a replaced upload gets a new name). A staff
  // upload can still be unpublished, so browsers re-check it each time (a cheap 304), while a
  // generated sample may be kept for a day.
  return documentFileResponse(
    request,
    file,
    file?.source === "uploaded" ? "public, no-cache" : "public, max-age=86400",
  );
}
