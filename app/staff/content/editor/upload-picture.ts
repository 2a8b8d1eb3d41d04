import type { PictureToInsert } from "./editor-types";

/**
 * Posts a picture to the editor's upload address (multipart: `_csrf`, `file`;
 * answers JSON `{ url, width, height }` or `{ error }`) and says what to insert,
 * or why not in words for the person editing.
 */
export async function uploadPicture(
  uploadUrl: string,
  file: File,
  alt: string,
  csrf: string,
): Promise<{ picture: PictureToInsert } | { error: string }> {
  const body = new FormData();
  body.set("_csrf", csrf);
  body.set("file", file);
  try {
    const response = await fetch(uploadUrl, {
      method: "POST",
      body,
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
    const answer = (await response.json().catch(() => null)) as {
      url?: string;
      width?: number;
      height?: number;
      error?: string;
      message?: string;
    } | null;
    if (!response.ok || !answer?.url)
      return {
        error:
          response.status === 413
            ? "The picture is too large to upload. Choose one under 5 MB."
            : (answer?.error ?? answer?.message ?? "The picture could not be uploaded. Try again."),
      };
    return { picture: { src: answer.url, alt, width: answer.width, height: answer.height } };
  } catch {
    return { error: "The picture could not be uploaded. Check your connection and try again." };
  }
}
