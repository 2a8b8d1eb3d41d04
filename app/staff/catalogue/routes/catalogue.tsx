import { Link, useLoaderData } from "react-router";
import { CatalogueNotices, ErpSourceNotice } from "~/staff/catalogue/CatalogueNotices";
import { MoveButtons } from "~/staff/catalogue/MoveButtons";
import { RecordLinks } from "~/staff/catalogue/RecordLinks";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import { StaffTable } from "~/staff/ui/StaffTable";
import { catalogueComesFromErp, listSubCategoriesForStaff } from "../catalogue-queries.server";
import { moveSubCategory } from "../catalogue-moves.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { moveAndReturn } from "../catalogue-actions.server";
import type { Route } from "./+types/catalogue";

export const meta: Route.MetaFunction = () => [
  { title: "Catalogue | Staff area | Kamo Paints" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "marketing");
  return { subCategories: await listSubCategoriesForStaff(), fromErp: catalogueComesFromErp() };
}

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "marketing");
  return moveAndReturn(
    (id, direction) => moveSubCategory(staff, id, direction),
    form,
    "/staff/catalogue",
  );
}

export default function StaffCatalogue() {
  const { subCategories, fromErp } = useLoaderData<typeof loader>();
  return (
    <>
      <StaffPageHead
        title="Catalogue"
        description="Sub-categories appear in this order in the header's Catalogue menu. Open one to edit it and its products."
        actions={
          <Link className="button" to="/staff/catalogue/sub-categories/new">
            Add sub-category
          </Link>
        }
      />
      <ErpSourceNotice fromErp={fromErp} />
      <CatalogueNotices />
      {subCategories.length === 0 ? (
        <section className="staff-card cat-empty">
          <h2>No sub-categories yet</h2>
          <p>
            The header's Catalogue menu stays hidden until there is at least one sub-category. Start
            with the range dealers ask for most, such as Interior Emulsions.
          </p>
          <p>
            <Link className="button" to="/staff/catalogue/sub-categories/new">
              Add the first sub-category
            </Link>
          </p>
        </section>
      ) : (
        <StaffTable
          caption={`Sub-categories in menu order (${subCategories.length})`}
          className="cat-table"
          columns={[
            { header: "No.", className: "cat-table__pos", cell: (sub) => sub.position },
            {
              header: "Sub-category",
              cell: (sub) => (
                <>
                  <Link
                    className="cat-table__name"
                    to={`/staff/catalogue/sub-categories/${sub.id}`}
                  >
                    {sub.name}
                  </Link>
                  <span className="cat-table__meta">
                    {sub.productCount === 1 ? "1 product" : `${sub.productCount} products`}
                  </span>
                </>
              ),
            },
            {
              header: "Order",
              className: "cat-table__order",
              cell: (sub) => (
                <MoveButtons
                  id={sub.id}
                  label={sub.name}
                  first={sub === subCategories[0]}
                  last={sub === subCategories[subCategories.length - 1]}
                />
              ),
            },
            {
              header: "Other actions",
              headerHidden: true,
              className: "cat-table__actions",
              cell: (sub) => (
                <RecordLinks
                  name={sub.name}
                  publicHref={fromErp ? null : `/Product/${sub.id}`}
                  deleteHref={`/staff/catalogue/sub-categories/${sub.id}/delete`}
                />
              ),
            },
          ]}
          rows={subCategories}
          rowKey={(sub) => sub.id}
          rowId={(sub) => `row-${sub.id}`}
        />
      )}
    </>
  );
}
