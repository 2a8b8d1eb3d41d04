import { storeContentImage } from "~/staff/content/content-forms.server";
import { requireStaffAction } from "~/staff/auth/auth.server";
import type { Route } from "./+types/blog.images";

/**
 * Picture uploads from the HTML editor's toolbar (blog bodies, FAQ answers):
 * marketing only, CSRF-checked, bytes checked to be JPEG, PNG or WebP. Answers
 * JSON `{ url, width, height }` for the editor to insert, or `{ error }`.
 */
export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "marketing");
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    return Response.json({ error: "Choose a picture to upload." }, { status: 400 });
  const stored = await storeContentImage(staff, file);
  if (!stored.ok) return Response.json({ error: stored.error }, { status: 400 });
  return Response.json(
    { url: stored.url, width: stored.width, height: stored.height },
    { headers: { "Cache-Control": "no-store" } },
  );
}
