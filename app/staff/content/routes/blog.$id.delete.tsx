import { DeleteConfirmation } from "~/staff/content/DeleteConfirmation";
import { deleteAction, loadDeleteConfirmation } from "~/staff/content/content-routes.server";
import { staffMeta } from "~/staff/content/notices";
import type { Route } from "./+types/blog.$id.delete";

export const meta: Route.MetaFunction = () => staffMeta("Delete blog post");

export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadDeleteConfirmation(request, "blog", params);

export const action = ({ request, params }: Route.ActionArgs) =>
  deleteAction(request, "blog", params, "/staff/blog");

export default function DeleteBlogPost({ loaderData }: Route.ComponentProps) {
  return <DeleteConfirmation noun="blog post" title={loaderData.title} back="/staff/blog" />;
}
