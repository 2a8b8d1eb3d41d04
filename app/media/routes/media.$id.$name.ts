import { FILE_CONTENT_SECURITY_POLICY } from "~/lib/security.server";
import { readStoredFile } from "~/media/stored-files.server";
import { sourceUnavailableResponse } from "~/lib/cache";
import { fileUnavailableText } from "~/ui/messages";
import type { Route } from "./+types/media.$id.$name";
import { logFor } from "~/lib/log/logger.server";

/**
 * Pictures uploaded by staff (blog, news, catalogue): /media/<id>/<name>. The
 * id picks the stored_files row; the name must match it, so old or guessed
 * links do not resolve. Only images are served here: an uploaded PDF belongs
 * to a document and is served by its document route, which checks it is published.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const id = Number(params.id);
  let file: Awaited<ReturnType<typeof readStoredFile>> = null;
  try {
    if (Number.isSafeInteger(id)) file = await readStoredFile(id);
  } catch (error) {
    logFor("media").error({ err: error }, "stored file unavailable");
    return sourceUnavailableResponse(fileUnavailableText());
  }
  if (!file || file.originalName !== params.name || !file.contentType.startsWith("image/"))
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.length),
      // A stored file never changes (a replacement gets a new id), so it may be cached for a year.
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: `"${file.sha256.slice(0, 32)}"`,
      "Content-Disposition": `inline; filename="${file.originalName}"`,
      "Content-Security-Policy": FILE_CONTENT_SECURITY_POLICY,
    },
  });
}
