import { Link, useActionData, useLoaderData } from "react-router";
import { StaffField } from "~/staff/ui/StaffField";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import { NAME_MAX, productFormSchema } from "~/staff/catalogue/catalogue-forms";
import { CatalogueNotices, ErpSourceNotice } from "~/staff/catalogue/CatalogueNotices";
import { CatalogueChildTable } from "~/staff/catalogue/CatalogueChildTable";
import {
  CatalogueChildren,
  NamedRecordFields,
  CatalogueRecordActions,
  CatalogueRecordForm,
} from "~/staff/catalogue/CatalogueRecordForm";
import {
  catalogueComesFromErp,
  getProductForStaff,
  getSubCategoryForStaff,
  listSubCategoryChoices,
} from "../catalogue-queries.server";
import { createProduct, updateProduct } from "../product-changes.server";
import { moveItem } from "../catalogue-moves.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { moveAndReturn, notFound, requireId, saveWithPicture } from "../catalogue-actions.server";
import type { Route } from "./+types/catalogue.products.$productId";

/**
 * Registered twice: /staff/catalogue/sub-categories/:subCategoryId/products/new
 * and /staff/catalogue/products/:productId (edit, with the product's items).
 */

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: `${data?.product ? data.product.name : "New product"} | Catalogue | Staff area | Kamo Paints`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

/** What an item is called in its buttons' accessible names: its caption, else its position. */
const itemLabel = (item: { caption: string; position: number }) =>
  item.caption || `item ${item.position}`;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "marketing");
  const fromErp = catalogueComesFromErp();
  const choices = await listSubCategoryChoices();
  if (params.productId !== undefined) {
    const product = await getProductForStaff(requireId(params.productId));
    if (!product) throw notFound();
    return { product, subCategory: product.subCategory, choices, fromErp };
  }
  const sub = await getSubCategoryForStaff(requireId(params.subCategoryId));
  if (!sub) throw notFound();
  return { product: null, subCategory: { id: sub.id, name: sub.name }, choices, fromErp };
}

const fieldLabels = {
  subCategoryId: "Sub-category",
  name: "Name",
  descriptionHtml: "Description",
  picture: "Picture",
};

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "marketing");
  const productId = params.productId === undefined ? null : requireId(params.productId);
  if (form.get("intent") === "move" && productId !== null) {
    return moveAndReturn(
      (id, direction) => moveItem(staff, id, direction),
      form,
      `/staff/catalogue/products/${productId}`,
    );
  }

  // A new product belongs to the sub-category in its address.
  if (productId === null) form.set("subCategoryId", String(requireId(params.subCategoryId)));
  return saveWithPicture(staff, form, {
    schema: productFormSchema,
    picture: "picture",
    pictureLabel: (fields) => fields.name,
    existingId: productId,
    create: (input) => createProduct(staff, input),
    update: (id, input) => updateProduct(staff, id, input),
    pageOf: (id) => `/staff/catalogue/products/${id}`,
    notice: "product",
  });
}

export default function StaffCatalogueProduct() {
  const { product, subCategory, choices, fromErp } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors: Record<string, string> | undefined = result?.fieldErrors;
  const values = result?.values ?? {
    subCategoryId: String(subCategory.id),
    name: product?.name ?? "",
    descriptionHtml: product?.descriptionHtml ?? "",
  };
  return (
    <>
      <StaffPageHead
        title={product ? product.name : `New product in ${subCategory.name}`}
        back={{ to: `/staff/catalogue/sub-categories/${subCategory.id}`, label: subCategory.name }}
        description={
          product
            ? "A product card on its sub-category's page, and its own page with the pictures and download links below."
            : "It is added at the end of the sub-category's product list; you can move it afterwards."
        }
        actions={
          product ? (
            <CatalogueRecordActions
              publicHref={fromErp ? null : `/Product/Details/${product.id}`}
              deleteTo={`/staff/catalogue/products/${product.id}/delete`}
            />
          ) : null
        }
      />
      <ErpSourceNotice fromErp={fromErp} />
      <CatalogueNotices />
      <CatalogueRecordForm
        heading="Product details"
        errors={errors}
        labels={fieldLabels}
        saveIntent
        submitLabel={product ? "Save changes" : "Add product"}
        cancelTo={`/staff/catalogue/sub-categories/${subCategory.id}`}
      >
        {product ? (
          <StaffField
            label="Sub-category"
            name="subCategoryId"
            full
            error={errors?.subCategoryId}
            hint="Moving the product to another sub-category puts it at the end of that list."
          >
            {(control) => (
              <select {...control} defaultValue={values.subCategoryId}>
                {choices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name}
                  </option>
                ))}
              </select>
            )}
          </StaffField>
        ) : null}
        <NamedRecordFields
          values={values}
          errors={errors}
          nameMaxLength={NAME_MAX}
          nameHint="The product's name as printed on the tin, e.g. Kamolite Satin Enamel."
          picture={{
            name: "picture",
            label: "Card picture",
            hint: "Shown on the product's card on the sub-category page (cropped to 4 : 3). Decorative: the card's heading names the product.",
            current: product?.picture,
          }}
        />
      </CatalogueRecordForm>

      {product ? (
        <CatalogueChildren
          headingId="items-heading"
          heading="Pictures and downloads"
          lede="The product page shows these pictures in this order; the first item with a product-details or technical-details link supplies its download buttons."
          addTo={`/staff/catalogue/products/${product.id}/items/new`}
          addLabel="Add item"
          hasRows={product.items.length > 0}
          empty="No items yet. The product page shows a default picture and no download buttons."
        >
          <CatalogueChildTable
            caption={<>Items of {product.name}, in the order the product page shows them</>}
            nameHeading="Caption and links"
            rows={product.items}
            label={itemLabel}
            nameCell={(item) => (
              <>
                <Link className="cat-table__name" to={`/staff/catalogue/items/${item.id}`}>
                  {item.caption || `Item ${item.position} (links only)`}
                </Link>
                <span className="cat-table__meta">
                  {[
                    item.productDetailsUrl ? "Product details link" : null,
                    item.technicalDetailsUrl ? "Technical details link" : null,
                  ]
                    .filter(Boolean)
                    .join(" · ") || "No links"}
                </span>
              </>
            )}
            actions={(item) => (
              <Link to={`/staff/catalogue/items/${item.id}/delete`} className="cat-danger-link">
                Delete<span className="visually-hidden"> {itemLabel(item)}</span>
              </Link>
            )}
          />
        </CatalogueChildren>
      ) : null}
    </>
  );
}
