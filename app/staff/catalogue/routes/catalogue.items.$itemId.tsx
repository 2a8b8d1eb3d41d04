import { Fragment } from "react";
import { data, useActionData, useLoaderData } from "react-router";
import { textFieldsOf } from "~/staff/ui/StaffField";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import {
  CAPTION_MAX,
  CAPTION_REQUIRED,
  LINK_MAX,
  itemFormSchema,
} from "~/staff/catalogue/catalogue-forms";
import type { FieldErrors } from "~/lib/forms/form-check";
import { parseForm } from "~/lib/forms/parse-form.server";
import { CatalogueNotices, ErpSourceNotice } from "~/staff/catalogue/CatalogueNotices";
import {
  CatalogueRecordActions,
  CataloguePictureField,
  CatalogueRecordForm,
} from "~/staff/catalogue/CatalogueRecordForm";
import { pictureChange, readPictureUpload } from "~/staff/catalogue/catalogue-picture.server";
import {
  catalogueComesFromErp,
  getItemForStaff,
  getProductForStaff,
} from "../catalogue-queries.server";
import { createItem, updateItem } from "../item-changes.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { afterChange, notFound, requireId } from "../catalogue-actions.server";
import type { Route } from "./+types/catalogue.items.$itemId";

/**
 * An item of a product: one picture with its caption (the picture's text
 * alternative) and/or the product-details and technical-details links.
 * Registered twice: /staff/catalogue/products/:productId/items/new and
 * /staff/catalogue/items/:itemId.
 */

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: `${data?.item ? "Edit item" : "New item"}${data ? ` of ${data.product.name}` : ""} | Catalogue | Staff area | Kamo Paints`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "marketing");
  const fromErp = catalogueComesFromErp();
  if (params.itemId !== undefined) {
    const item = await getItemForStaff(requireId(params.itemId));
    if (!item) throw notFound();
    return { item, product: item.product, fromErp };
  }
  const product = await getProductForStaff(requireId(params.productId));
  if (!product) throw notFound();
  return { item: null, product: { id: product.id, name: product.name }, fromErp };
}

/** The item's two links, each behind a download button of the product page. */
const linkFields = [
  { name: "productDetailsUrl", label: "Product details link (Download PDF button)" },
  {
    name: "technicalDetailsUrl",
    label: "Technical details link (Technical Specifications button)",
  },
] as const;

const fieldLabels = {
  picture: "Picture",
  caption: "Caption",
  productDetailsUrl: "Product details link",
  technicalDetailsUrl: "Technical details link",
};

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "marketing");
  const itemId = params.itemId === undefined ? null : requireId(params.itemId);
  const existing = itemId === null ? null : await getItemForStaff(itemId);
  if (itemId !== null && !existing) throw notFound();
  const productId = existing ? existing.product.id : requireId(params.productId);

  const parsed = parseForm(form, itemFormSchema);
  const { values } = parsed;
  const upload = await readPictureUpload(form, "picture");
  const removing = form.get("pictureRemove") === "on" && upload.kind === "none";
  const fieldErrors: FieldErrors = parsed.ok ? {} : parsed.errors;
  if (upload.kind === "error") fieldErrors.picture = upload.message;
  // Checked before the upload is stored, so a refused form leaves no stray file.
  const willHavePicture = upload.kind === "ok" || (existing?.picture != null && !removing);
  if (willHavePicture && !values.caption.trim()) fieldErrors.caption ??= CAPTION_REQUIRED;
  if (Object.keys(fieldErrors).length > 0 || !parsed.ok || upload.kind === "error")
    return data({ fieldErrors, values }, { status: 400 });

  const picture = await pictureChange(
    staff,
    form,
    "picture",
    upload,
    parsed.data.caption || existing?.product.name || "picture",
  );
  const input = { ...parsed.data, picture };
  const result =
    itemId === null
      ? await afterChange(
          () => createItem(staff, productId, input),
          () => `/staff/catalogue/products/${productId}?notice=item-created`,
        )
      : await afterChange(
          () => updateItem(staff, itemId, input),
          () => `/staff/catalogue/products/${productId}?notice=item-saved`,
        );
  return data({ fieldErrors: result.fieldErrors, values }, { status: 400 });
}

export default function StaffCatalogueItem() {
  const { item, product, fromErp } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors: Record<string, string> | undefined = result?.fieldErrors;
  const values = result?.values ?? {
    caption: item?.caption ?? "",
    productDetailsUrl: item?.productDetailsUrl ?? "",
    technicalDetailsUrl: item?.technicalDetailsUrl ?? "",
  };
  const text = textFieldsOf(values, errors ?? {});
  const linkHint =
    "Optional. An address starting with https://, or a file on this site starting with /, e.g. /downloads/products/…";
  return (
    <>
      <StaffPageHead
        title={item ? `Item ${item.position} of ${product.name}` : `New item for ${product.name}`}
        back={{ to: `/staff/catalogue/products/${product.id}`, label: product.name }}
        description="A picture on the product's page, and/or the links behind its Download PDF and Technical Specifications buttons."
        actions={
          item ? (
            <CatalogueRecordActions
              publicHref={null}
              deleteTo={`/staff/catalogue/items/${item.id}/delete`}
            />
          ) : null
        }
      />
      <ErpSourceNotice fromErp={fromErp} />
      <CatalogueNotices />
      <CatalogueRecordForm
        heading="Item details"
        errors={errors}
        labels={fieldLabels}
        submitLabel={item ? "Save changes" : "Add item"}
        cancelTo={`/staff/catalogue/products/${product.id}`}
      >
        <CataloguePictureField
          name="picture"
          label="Picture"
          hint="A photo of the product: the tin, a finished wall, a shade swatch."
          current={item?.picture}
          errors={errors}
        />
        {text("caption", "Caption", {
          full: true,
          maxLength: CAPTION_MAX,
          hint: "Required with a picture: say what it shows, e.g. “1 litre tin of Kamolite Satin Enamel in Signal Red”. Screen readers read it aloud.",
        })}
        {linkFields.map(({ name, label }) => (
          <Fragment key={name}>
            {text(name, label, {
              full: true,
              maxLength: LINK_MAX,
              inputMode: "url",
              hint: linkHint,
              spellCheck: false,
            })}
          </Fragment>
        ))}
      </CatalogueRecordForm>
    </>
  );
}
