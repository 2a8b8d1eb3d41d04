import { Link } from "react-router";
import { ContentTable } from "~/staff/content/ContentTable";
import { contentListAction, loadContentList } from "~/staff/content/content-routes.server";
import { staffMeta } from "~/staff/content/notices";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = () => staffMeta("Frequently asked questions");

export const loader = ({ request }: Route.LoaderArgs) => loadContentList(request, "faq");

export const action = ({ request }: Route.ActionArgs) =>
  contentListAction(request, "faq", "/staff/faq");

export default function StaffFaq({ loaderData }: Route.ComponentProps) {
  const { list, notice } = loaderData;
  return (
    <>
      <StaffPageHead
        title="Frequently asked questions"
        description="Questions on the public FAQ page, grouped by topic in this order. Moving a question changes its place within its topic; new questions go to the end."
        actions={
          <Link className="button" to="/staff/faq/new">
            New question
          </Link>
        }
      />
      {notice ? <StaffNotice>{notice}</StaffNotice> : null}
      <ContentTable
        list={list}
        base="/staff/faq"
        caption="Questions, in the order visitors see them"
        detail="Topic"
        noun="question"
        publicHref={() => "/faq"}
      />
    </>
  );
}
