import { Link, useLoaderData } from "react-router";
import { CatalogueNotices, ErpSourceNotice } from "~/staff/catalogue/CatalogueNotices";
import { MoveButtons } from "~/staff/catalogue/MoveButtons";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
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
        <div className="cat-table-wrap">
          <table className="cat-table">
            <caption>Sub-categories in menu order ({subCategories.length})</caption>
            <thead>
              <tr>
                <th scope="col" className="cat-table__pos">
                  <abbr title="Position">No.</abbr>
                </th>
                <th scope="col">Sub-category</th>
                <th scope="col" className="cat-table__order">
                  Order
                </th>
                <th scope="col" className="cat-table__actions">
                  <span className="visually-hidden">Other actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {subCategories.map((sub, index) => (
                <tr key={sub.id} id={`row-${sub.id}`}>
                  <td className="cat-table__pos">{sub.position}</td>
                  <td>
                    <Link
                      className="cat-table__name"
                      to={`/staff/catalogue/sub-categories/${sub.id}`}
                    >
                      {sub.name}
                    </Link>
                    <span className="cat-table__meta">
                      {sub.productCount === 1 ? "1 product" : `${sub.productCount} products`}
                    </span>
                  </td>
                  <td className="cat-table__order">
                    <MoveButtons
                      id={sub.id}
                      label={sub.name}
                      first={index === 0}
                      last={index === subCategories.length - 1}
                    />
                  </td>
                  <td className="cat-table__actions">
                    {fromErp ? null : (
                      <a href={`/Product/${sub.id}`} target="_blank" rel="noopener">
                        View
                        <span className="visually-hidden">
                          {" "}
                          {sub.name} on the website (opens in a new tab)
                        </span>
                      </a>
                    )}
                    <Link
                      to={`/staff/catalogue/sub-categories/${sub.id}/delete`}
                      className="cat-danger-link"
                    >
                      Delete<span className="visually-hidden"> {sub.name}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
