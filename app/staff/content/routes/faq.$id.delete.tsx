import { DeleteConfirmation } from "~/staff/content/DeleteConfirmation";
import { deleteAction, loadDeleteConfirmation } from "~/staff/content/content-routes.server";
import { staffMeta } from "~/staff/content/notices";
import type { Route } from "./+types/faq.$id.delete";

export const meta: Route.MetaFunction = () => staffMeta("Delete question");

export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadDeleteConfirmation(request, "faq", params);

export const action = ({ request, params }: Route.ActionArgs) =>
  deleteAction(request, "faq", params, "/staff/faq");

export default function DeleteFaq({ loaderData }: Route.ComponentProps) {
  return <DeleteConfirmation noun="question" title={loaderData.title} back="/staff/faq" />;
}
