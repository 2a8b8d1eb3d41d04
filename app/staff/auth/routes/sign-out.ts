import { redirect } from "react-router";
import { db } from "~/db/client.server";
import { recordAudit } from "~/staff/audit/record.server";
import { isHttps, requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import {
  clearedSessionCookie,
  deleteSession,
  readSessionToken,
} from "~/staff/auth/sessions.server";
import type { Route } from "./+types/sign-out";

/** Signing out is a post (a link could be forged); opening the address just leads back. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, undefined, { allowPendingSetup: true });
  return redirect("/staff");
}

export async function action({ request }: Route.ActionArgs) {
  const { staff } = await requireStaffAction(request, null, { allowPendingSetup: true });
  const token = readSessionToken(request, isHttps(request));
  if (token) await deleteSession(db(), token);
  await recordAudit(db(), staff, {
    action: "staff.sign-out",
    entityType: "staff_user",
    entityId: staff.user.id,
    summary: "Signed out",
  });
  return redirect("/staff/sign-in?signed-out=1", {
    headers: { "Set-Cookie": clearedSessionCookie(isHttps(request)) },
  });
}
