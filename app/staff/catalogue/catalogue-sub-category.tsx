import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { CsrfField } from "~/staff/shell/CsrfField";
import { StaffField } from "~/staff/shell/StaffField";
import { StaffPageHead } from "~/staff/shell/StaffPageHead";
import { subCategoryFormSchema } from "~/staff/catalogue/catalogue-forms";
import type { FieldErrors } from "~/lib/forms/form-check";
import { parseForm } from "~/lib/forms/parse-form.server";
import { CatalogueNotices, ErpSourceNotice } from "~/staff/catalogue/CatalogueNotices";
import { DescriptionField } from "~/staff/catalogue/DescriptionField";
import { FormErrorSummary } from "~/staff/catalogue/FormErrorSummary";
import { CatalogueChildTable } from "~/staff/catalogue/CatalogueChildTable";
import { PictureField } from "~/staff/shell/PictureField";
import { cataloguePictureView } from "./picture-view";
import { readPictureUpload, storePicture } from "~/staff/catalogue/catalogue-picture.server";
import { catalogueComesFromErp, getSubCategoryForStaff } from "./catalogue-queries.server";
import { createSubCategory, updateSubCategory } from "./sub-category-changes.server";
import { moveProduct } from "./catalogue-moves.server";
import type { PictureChange } from "./catalogue-types";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { afterChange, moveAndReturn, notFound, requireId } from "./catalogue-actions.server";
import type { Route } from "./+types/catalogue-sub-category";
import "~/staff/catalogue/staff-catalogue.css";

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

  const parsed = parseForm(form, subCategoryFormSchema);
  const { values } = parsed;
  const upload = await readPictureUpload(form, "banner");
  const fieldErrors: FieldErrors = parsed.ok ? {} : parsed.errors;
  if (upload.kind === "error") fieldErrors.banner = upload.message;
  if (!parsed.ok || upload.kind === "error") return data({ fieldErrors, values }, { status: 400 });

  const banner: PictureChange =
    upload.kind === "ok"
      ? await storePicture(staff, upload, `${parsed.data.name} banner`)
      : form.get("bannerRemove") === "on"
        ? { kind: "remove" }
        : { kind: "keep" };
  const input = { ...parsed.data, banner };
  const result =
    existingId === null
      ? await afterChange(
          () => createSubCategory(staff, input),
          (id) => `/staff/catalogue/sub-categories/${id}?notice=sub-category-created`,
        )
      : await afterChange(
          () => updateSubCategory(staff, existingId, input),
          () => `/staff/catalogue/sub-categories/${existingId}?notice=sub-category-saved`,
        );
  return data({ fieldErrors: result.fieldErrors, values }, { status: 400 });
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
            <>
              {fromErp ? null : (
                <a
                  className="button button--ghost"
                  href={`/Product/${subCategory.id}`}
                  target="_blank"
                  rel="noopener"
                >
                  View on website<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              )}
              <Link
                className="button button--ghost cat-danger-button"
                to={`/staff/catalogue/sub-categories/${subCategory.id}/delete`}
              >
                Delete
              </Link>
            </>
          ) : null
        }
      />
      <ErpSourceNotice fromErp={fromErp} />
      <CatalogueNotices />
      <FormErrorSummary errors={errors} labels={fieldLabels} />

      <section className="staff-card cat-form-card" aria-labelledby="details-heading">
        <h2 id="details-heading">{subCategory ? "Details" : "Sub-category details"}</h2>
        <Form method="post" encType="multipart/form-data" className="cat-form" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value="save" />
          <StaffField
            label="Name"
            name="name"
            required
            full
            maxLength={80}
            defaultValue={values.name}
            error={errors?.name}
            hint="Shown in the header's Catalogue menu and as the page heading."
            autoComplete="off"
          />
          <DescriptionField defaultValue={values.descriptionHtml} error={errors?.descriptionHtml} />
          <PictureField
            name="banner"
            legend="Banner picture"
            label="Banner picture"
            replaceLabel="Replace banner picture"
            hint="A wide picture across the top of the sub-category's page, e.g. 1600 × 500 pixels. Decorative: visitors using screen readers hear the heading instead."
            current={cataloguePictureView(subCategory?.banner)}
            removeName="bannerRemove"
            error={errors?.banner}
            formRefused={errors !== undefined}
          />
          <div className="form-actions">
            <button type="submit" className="button">
              {subCategory ? "Save changes" : "Add sub-category"}
            </button>
            <Link to="/staff/catalogue" className="button button--ghost">
              Cancel
            </Link>
          </div>
        </Form>
      </section>

      {subCategory ? (
        <section className="cat-children" aria-labelledby="products-heading">
          <div className="cat-children__head">
            <h2 id="products-heading">Products in {subCategory.name}</h2>
            <Link
              className="button"
              to={`/staff/catalogue/sub-categories/${subCategory.id}/products/new`}
            >
              Add product
            </Link>
          </div>
          {subCategory.products.length === 0 ? (
            <p className="staff-card cat-empty">
              No products yet. The public page tells visitors that products are being added and
              points them to a dealer.
            </p>
          ) : (
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
                <>
                  {fromErp ? null : (
                    <a href={`/Product/Details/${product.id}`} target="_blank" rel="noopener">
                      View
                      <span className="visually-hidden">
                        {" "}
                        {product.name} on the website (opens in a new tab)
                      </span>
                    </a>
                  )}
                  <Link
                    to={`/staff/catalogue/products/${product.id}/delete`}
                    className="cat-danger-link"
                  >
                    Delete<span className="visually-hidden"> {product.name}</span>
                  </Link>
                </>
              )}
            />
          )}
        </section>
      ) : null}
    </>
  );
}
