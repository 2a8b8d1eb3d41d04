import { readDocumentFile } from "~/investors/documents/documents.server";
import { documentFileResponse } from "~/investors/documents/file-response.server";
import { requireStaff } from "~/staff/auth/auth.server";
import type { Route } from "./+types/documents.$id.file.$fileName";

/**
 * /staff/documents/:id/file/:fileName — investor relations can open a
 * document's PDF before it is published (or after it was unpublished) to check
 * it is the right file. Never cached: the public address is the one to share.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "investor-relations");
  const file = await readDocumentFile(params.id, params.fileName, undefined, undefined, {
    includeUnpublished: true,
  });
  return documentFileResponse(request, file, "private, no-store");
}
