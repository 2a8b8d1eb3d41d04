import { DeleteConfirmation } from "~/staff/content/DeleteConfirmation";
import { deleteAction, loadDeleteConfirmation } from "~/staff/content/content-routes.server";
import { staffMeta } from "~/staff/content/notices";
import type { Route } from "./+types/news.$id.delete";

export const meta: Route.MetaFunction = () => staffMeta("Delete news item");

export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadDeleteConfirmation(request, "news", params);

export const action = ({ request, params }: Route.ActionArgs) =>
  deleteAction(request, "news", params, "/staff/news");

export default function DeleteNewsItem({ loaderData }: Route.ComponentProps) {
  return <DeleteConfirmation noun="news item" title={loaderData.title} back="/staff/news" />;
}
