import { Link, useActionData, useLoaderData } from "react-router";
import { RecordLinks } from "~/staff/catalogue/RecordLinks";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import { subCategoryFormSchema } from "~/staff/catalogue/catalogue-forms";
import { CatalogueNotices, ErpSourceNotice } from "~/staff/catalogue/CatalogueNotices";
import { CatalogueChildTable } from "~/staff/catalogue/CatalogueChildTable";
import {
  CatalogueChildren,
  NamedRecordFields,
  CatalogueRecordActions,
  CatalogueRecordForm,
} from "~/staff/catalogue/CatalogueRecordForm";
import { catalogueComesFromErp, getSubCategoryForStaff } from "../catalogue-queries.server";
import { createSubCategory, updateSubCategory } from "../sub-category-changes.server";
import { moveProduct } from "../catalogue-moves.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { moveAndReturn, notFound, requireId, saveWithPicture } from "../catalogue-actions.server";
import type { Route } from "./+types/catalogue.sub-categories.$subCategoryId";

/** Registered twice: /staff/catalogue/sub-categories/new and …/:subCategoryId (edit). */

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: `${data?.subCategory ? `${data.subCategory.name}` : "New sub-category"} | Catalogue | Staff area | Kamo Paints`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "marketing");
  const fromErp = catalogueComesFromErp();
  if (params.subCategoryId === undefined) return { subCategory: null, fromErp };
  const subCategory = await getSubCategoryForStaff(requireId(params.subCategoryId));
  if (!subCategory) throw notFound();
  return { subCategory, fromErp };
}

const fieldLabels = { name: "Name", descriptionHtml: "Description", banner: "Banner picture" };

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "marketing");
  const existingId = params.subCategoryId === undefined ? null : requireId(params.subCategoryId);
  if (form.get("intent") === "move" && existingId !== null) {
    return moveAndReturn(
      (id, direction) => moveProduct(staff, id, direction),
      form,
      `/staff/catalogue/sub-categories/${existingId}`,
    );
  }

  return saveWithPicture(staff, form, {
    schema: subCategoryFormSchema,
    picture: "banner",
    pictureLabel: (fields) => `${fields.name} banner`,
    existingId,
    create: (input) => createSubCategory(staff, input),
    update: (id, input) => updateSubCategory(staff, id, input),
    pageOf: (id) => `/staff/catalogue/sub-categories/${id}`,
    notice: "sub-category",
  });
}

export default function StaffCatalogueSubCategory() {
  const { subCategory, fromErp } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors: Record<string, string> | undefined = result?.fieldErrors;
  const values = result?.values ?? {
    name: subCategory?.name ?? "",
    descriptionHtml: subCategory?.descriptionHtml ?? "",
  };
  return (
    <>
      <StaffPageHead
        title={subCategory ? subCategory.name : "New sub-category"}
        back={{ to: "/staff/catalogue", label: "Catalogue" }}
        description={
          subCategory
            ? "A sub-category of the catalogue: its name is a Catalogue menu entry, and its page lists the products below."
            : "A new entry at the end of the header's Catalogue menu, with its own page for products."
        }
        actions={
          subCategory ? (
            <CatalogueRecordActions
              publicHref={fromErp ? null : `/Product/${subCategory.id}`}
              deleteTo={`/staff/catalogue/sub-categories/${subCategory.id}/delete`}
            />
          ) : null
        }
      />
      <ErpSourceNotice fromErp={fromErp} />
      <CatalogueNotices />
      <CatalogueRecordForm
        heading={subCategory ? "Details" : "Sub-category details"}
        errors={errors}
        labels={fieldLabels}
        saveIntent
        submitLabel={subCategory ? "Save changes" : "Add sub-category"}
        cancelTo="/staff/catalogue"
      >
        <NamedRecordFields
          values={values}
          errors={errors}
          nameMaxLength={80}
          nameHint="Shown in the header's Catalogue menu and as the page heading."
          picture={{
            name: "banner",
            label: "Banner picture",
            hint: "A wide picture across the top of the sub-category's page, e.g. 1600 × 500 pixels. Decorative: visitors using screen readers hear the heading instead.",
            current: subCategory?.banner,
          }}
        />
      </CatalogueRecordForm>

      {subCategory ? (
        <CatalogueChildren
          headingId="products-heading"
          heading={<>Products in {subCategory.name}</>}
          addTo={`/staff/catalogue/sub-categories/${subCategory.id}/products/new`}
          addLabel="Add product"
          hasRows={subCategory.products.length > 0}
          empty="No products yet. The public page tells visitors that products are being added and points them to a dealer."
        >
          <CatalogueChildTable
            caption={<>Products in {subCategory.name}, in the order the public page shows them</>}
            nameHeading="Product"
            rows={subCategory.products}
            label={(product) => product.name}
            nameCell={(product) => (
              <>
                <Link className="cat-table__name" to={`/staff/catalogue/products/${product.id}`}>
                  {product.name}
                </Link>
                <span className="cat-table__meta">
                  {product.itemCount === 1 ? "1 item" : `${product.itemCount} items`}
                </span>
              </>
            )}
            actions={(product) => (
              <RecordLinks
                name={product.name}
                publicHref={fromErp ? null : `/Product/Details/${product.id}`}
                deleteHref={`/staff/catalogue/products/${product.id}/delete`}
              />
            )}
          />
        </CatalogueChildren>
      ) : null}
    </>
  );
}
