import { Link } from "react-router";
import { ContentTable } from "~/staff/content/ContentTable";
import { contentListAction, loadContentList } from "~/staff/content/content-routes.server";
import { staffMeta } from "~/staff/content/notices";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => staffMeta("Blog posts");

export const loader = ({ request }: Route.LoaderArgs) => loadContentList(request, "blog");

export const action = ({ request }: Route.ActionArgs) =>
  contentListAction(request, "blog", "/staff/blog");

export default function StaffBlog({ loaderData }: Route.ComponentProps) {
  const { list, notice } = loaderData;
  return (
    <>
      <StaffPageHead
        title="Blog posts"
        description="Posts appear on the public blog in this order. New posts start at the top; move them to change the order. Hidden posts are kept here but not shown to visitors."
        actions={
          <Link className="button" to="/staff/blog/new">
            New blog post
          </Link>
        }
      />
      {notice ? <StaffNotice>{notice}</StaffNotice> : null}
      <ContentTable
        list={list}
        base="/staff/blog"
        caption="Blog posts, in the order readers see them"
        detail="Date"
        noun="post"
        publicHref={(row) => `/blog-details/${row.id}`}
      />
    </>
  );
}
