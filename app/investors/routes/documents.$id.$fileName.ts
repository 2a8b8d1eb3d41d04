import { readDocumentFile } from "~/investors/documents/documents.server";
import { documentFileResponse } from "~/investors/documents/file-response.server";
import { sourceUnavailableResponse } from "~/lib/cache";
import { fileUnavailableText } from "~/ui/messages";
import type { Route } from "./+types/documents.$id.$fileName";
import { logFor } from "~/lib/log/logger.server";

/**
 * /documents/:id/:fileName — a published document's PDF uploaded by staff, or
 * its generated sample file.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  let file: Awaited<ReturnType<typeof readDocumentFile>>;
  try {
    file = await readDocumentFile(params.id, params.fileName);
  } catch (error) {
    logFor("documents").error({ err: error }, "document file unavailable");
    return sourceUnavailableResponse(fileUnavailableText());
  }
  // The bytes for an id and name never change (a replaced upload gets a new name). A staff
  // upload can still be unpublished, so browsers re-check it each time (a cheap 304), while a
  // generated sample may be kept for a day.
  return documentFileResponse(
    request,
    file,
    file?.source === "uploaded" ? "public, no-cache" : "public, max-age=86400",
  );
}
