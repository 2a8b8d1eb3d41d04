import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import { StaffForm } from "~/staff/ui/StaffForm";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import { ErpSourceNotice } from "~/staff/catalogue/CatalogueNotices";
import { CatalogueRecordNotFoundError } from "~/catalogue/store/rows";
import {
  catalogueComesFromErp,
  getItemForStaff,
  getProductForStaff,
  getSubCategoryForStaff,
} from "../catalogue-queries.server";
import { deleteItem, deleteProduct, deleteSubCategory } from "../catalogue-deletes.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { afterChange, notFound, requireId } from "../catalogue-actions.server";
import type { Route } from "./+types/catalogue.$level.$id.delete";

/**
 * The confirmation page for deleting a sub-category, product or item
 * (/staff/catalogue/:level/:id/delete). Nothing is deleted by following a
 * link; only the POST from this page deletes.
 */

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

async function describe(level: string | undefined, id: number) {
  if (level === "sub-categories") {
    const sub = await getSubCategoryForStaff(id);
    if (!sub) return null;
    const items = sub.products.reduce((n, p) => n + p.itemCount, 0);
    return {
      kind: "sub-category" as const,
      title: `Delete the sub-category “${sub.name}”?`,
      name: sub.name,
      consequence:
        "Its entry disappears from the header's Catalogue menu and its page stops existing (visitors with an old link see the not-found page).",
      children: sub.products.length
        ? `${plural(sub.products.length, "product", "products")} and ${plural(items, "item", "items")}`
        : null,
      childList: sub.products.map((p) => p.name),
      back: `/staff/catalogue/sub-categories/${sub.id}`,
      done: "/staff/catalogue?notice=sub-category-deleted",
    };
  }
  if (level === "products") {
    const product = await getProductForStaff(id);
    if (!product) return null;
    return {
      kind: "product" as const,
      title: `Delete the product “${product.name}”?`,
      name: product.name,
      consequence: `It disappears from the “${product.subCategory.name}” page and its own page stops existing.`,
      children: product.items.length ? plural(product.items.length, "item", "items") : null,
      childList: product.items.map((i) => i.caption || `Item ${i.position} (links only)`),
      back: `/staff/catalogue/products/${product.id}`,
      done: `/staff/catalogue/sub-categories/${product.subCategory.id}?notice=product-deleted`,
    };
  }
  if (level === "items") {
    const item = await getItemForStaff(id);
    if (!item) return null;
    return {
      kind: "item" as const,
      title: `Delete item ${item.position} of “${item.product.name}”?`,
      name: item.caption || `Item ${item.position}`,
      consequence: [
        item.picture ? "Its picture disappears from the product's page." : null,
        item.productDetailsUrl || item.technicalDetailsUrl
          ? "If no other item has the same kind of link, the product page loses its download button."
          : null,
      ]
        .filter(Boolean)
        .join(" "),
      children: null,
      childList: [],
      back: `/staff/catalogue/items/${item.id}`,
      done: `/staff/catalogue/products/${item.product.id}?notice=item-deleted`,
    };
  }
  return null;
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.record.title ?? "Delete"} | Catalogue | Staff area | Kamo Paints` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "marketing");
  const record = await describe(params.level, requireId(params.id));
  if (!record) throw notFound();
  return { record, fromErp: catalogueComesFromErp() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "marketing");
  const id = requireId(params.id);
  const record = await describe(params.level, id);
  if (!record) throw notFound();
  if (record.kind === "sub-category") {
    const withProducts = form.get("withProducts") === "on";
    const result = await deleteSubCategory(staff, id, { withProducts }).catch((error: unknown) => {
      throw error instanceof CatalogueRecordNotFoundError ? notFound() : error;
    });
    if (!result.deleted)
      return data(
        {
          error: `Tick the box to confirm that its ${record.children} are deleted too, or move the products to another sub-category first.`,
        },
        { status: 400 },
      );
    throw redirect(record.done);
  }
  await afterChange<unknown>(
    () => (record.kind === "product" ? deleteProduct(staff, id) : deleteItem(staff, id)),
    () => record.done,
  );
  return null;
}

export default function StaffCatalogueDelete() {
  const { record, fromErp } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const error = result && "error" in result ? result.error : undefined;
  // The one thing this form can refuse: a sub-category's products deleted
  // without the tick. The kit's summary takes the focus and links to the box.
  const problems = error
    ? [{ field: "withProducts", label: `Also delete its ${record.children}`, message: error }]
    : [];
  return (
    <>
      <StaffPageHead
        title={record.title}
        back={{ to: record.back, label: `Back to ${record.name}` }}
      />
      <ErpSourceNotice fromErp={fromErp} />
      <section className="staff-card cat-delete" aria-labelledby="delete-heading">
        <h2 id="delete-heading">This cannot be undone</h2>
        <p>{record.consequence}</p>
        {record.children ? (
          <>
            <p>
              <strong>It still has {record.children}.</strong> They are deleted with it:
            </p>
            <ul className="cat-delete__list">
              {record.childList.slice(0, 12).map((name, i) => (
                <li key={i}>{name}</li>
              ))}
              {record.childList.length > 12 ? (
                <li>and {record.childList.length - 12} more</li>
              ) : null}
            </ul>
          </>
        ) : null}
        <p className="field-hint">The audit log keeps a copy of everything deleted here.</p>
        <StaffForm problems={problems} className="cat-delete__form">
          {record.kind === "sub-category" && record.children ? (
            <div
              className={`choice cat-delete__confirm${error ? " cat-delete__confirm--error" : ""}`}
            >
              <input
                type="checkbox"
                id="withProducts"
                name="withProducts"
                value="on"
                aria-describedby={error ? "withProducts-error" : undefined}
                aria-invalid={error ? true : undefined}
              />
              <label htmlFor="withProducts">Also delete its {record.children}</label>
            </div>
          ) : null}
          {error ? (
            <p className="field-error" id="withProducts-error">
              {error}
            </p>
          ) : null}
          <div className="form-actions">
            <button type="submit" className="button staff-danger">
              Delete {record.kind === "sub-category" ? "sub-category" : record.kind}
            </button>
            <Link to={record.back} className="button button--ghost">
              Keep it
            </Link>
          </div>
        </StaffForm>
      </section>
    </>
  );
}
