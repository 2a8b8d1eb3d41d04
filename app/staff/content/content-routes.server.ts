import { data, redirect } from "react-router";
import { readListAction, runListAction } from "~/staff/content/content-forms.server";
import {
  deleteContent,
  getContentTitle,
  listContent,
  type ContentKind,
} from "~/staff/content/content.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { isNoticeKind, noticeText } from "./notices";

/**
 * Loader and action shared by the three content lists (/staff/blog, /news,
 * /faq): marketing only; the list page by page, the notice after a change,
 * and the row buttons (move, publish, unpublish).
 */
export async function loadContentList(request: Request, kind: ContentKind) {
  await requireStaff(request, "marketing");
  const url = new URL(request.url);
  const list = await listContent(kind, Number(url.searchParams.get("page") ?? 1));
  const notice = url.searchParams.get("notice");
  const id = Number(url.searchParams.get("id"));
  let message: string | undefined;
  if (isNoticeKind(notice)) {
    const title = Number.isSafeInteger(id) && id > 0 ? await getContentTitle(kind, id) : undefined;
    message = noticeText(notice, title ?? "");
  }
  return { list, notice: message };
}

export async function contentListAction(request: Request, kind: ContentKind, base: string) {
  const { staff, form } = await requireStaffAction(request, "marketing");
  const action = readListAction(form);
  if (!action) throw data({ message: "This change could not be understood." }, { status: 400 });
  const next = await runListAction(staff, kind, base, action);
  if (!next) throw data({ message: "It was deleted meanwhile. Reload the list." }, { status: 404 });
  return redirect(next);
}

/** A route's numeric :id, or a 404 for anything else. */
export function contentId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!/^\d{1,12}$/.test(params.id ?? "") || !Number.isSafeInteger(id) || id <= 0)
    throw data({ message: "There is no such entry." }, { status: 404 });
  return id;
}

/** Loader of a delete confirmation page: the entry's title, or 404. */
export async function loadDeleteConfirmation(
  request: Request,
  kind: ContentKind,
  params: { id?: string },
) {
  await requireStaff(request, "marketing");
  const id = contentId(params);
  const title = await getContentTitle(kind, id);
  if (title === undefined) throw data({ message: "There is no such entry." }, { status: 404 });
  return { id, title };
}

/** Action of a delete confirmation page: deletes, then back to the list with a notice. */
export async function deleteAction(
  request: Request,
  kind: ContentKind,
  params: { id?: string },
  base: string,
) {
  const { staff, form } = await requireStaffAction(request, "marketing");
  const id = contentId(params);
  if (form.get("confirm") !== "delete")
    throw data({ message: "Confirm the delete with the button." }, { status: 400 });
  if (!(await deleteContent(staff, kind, id)))
    throw data({ message: "It was already deleted." }, { status: 404 });
  return redirect(`${base}?notice=deleted`);
}
