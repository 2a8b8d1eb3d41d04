import { Link } from "react-router";
import { ContentTable } from "~/staff/content/ContentTable";
import { contentListAction, loadContentList } from "~/staff/content/content-routes.server";
import { staffMeta } from "~/staff/content/notices";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = () => staffMeta("News");

export const loader = ({ request }: Route.LoaderArgs) => loadContentList(request, "news");

export const action = ({ request }: Route.ActionArgs) =>
  contentListAction(request, "news", "/staff/news");

export default function StaffNews({ loaderData }: Route.ComponentProps) {
  const { list, notice } = loaderData;
  return (
    <>
      <StaffPageHead
        title="News"
        description="Press coverage on the public News page, in this order. Each card links to the story on the publisher's website. New items start at the top; hidden items are kept here but not shown."
        actions={
          <Link className="button" to="/staff/news/new">
            New news item
          </Link>
        }
      />
      {notice ? <StaffNotice>{notice}</StaffNotice> : null}
      <ContentTable
        list={list}
        base="/staff/news"
        caption="News items, in the order visitors see them"
        detail="Date"
        noun="news item"
        publicHref={() => "/news"}
      />
    </>
  );
}
