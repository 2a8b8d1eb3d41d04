import { Form } from "react-router";
import { productRangeLinks } from "~/content/navigation";
import { rangeSlugs } from "~/content/route-paths";
import type { DealerCsvColumn } from "~/dealers/dealer-record";
import { indianStates } from "~/lib/forms/options";
import { CsrfField } from "~/staff/shell/CsrfField";
import { StaffField, textFieldsOf } from "~/staff/shell/StaffField";

export type DealerFormValues = Partial<Record<DealerCsvColumn, string>>;

/** The ranges a dealer may stock, in the site's order, with the menu's names for them. */
export const rangeChoices = rangeSlugs.map((slug) => ({
  slug,
  label: productRangeLinks.find((link) => link.href === `/${slug}`)?.label ?? slug,
}));

/**
 * A dealer's fields, named as the CSV's columns so the import's rules check
 * both. The code is fixed once a dealer exists: it names the shop in
 * exports and in the audit log.
 */
export function DealerForm({
  values,
  errors,
  codeFixed,
  submitLabel,
}: {
  values: DealerFormValues;
  errors: DealerFormValues;
  codeFixed: boolean;
  submitLabel: string;
}) {
  const text = textFieldsOf(values, errors);
  const stocked = new Set((values.products ?? "").split(";").map((slug) => slug.trim()));
  return (
    <Form method="post" className="staff-card form-grid" noValidate>
      <CsrfField />
      <input type="hidden" name="intent" value="save" />
      {codeFixed ? (
        <input type="hidden" name="code" value={values.code ?? ""} />
      ) : (
        text("code", "Dealer code", {
          required: true,
          hint: "Like KPD-00042; cannot be changed later",
        })
      )}
      {text("name", "Shop name", { required: true })}
      {text("contact_person", "Contact person", { required: true })}
      {text("phone", "Mobile", {
        required: true,
        inputMode: "tel",
        hint: "10 digits; +91 or 0 may be typed",
      })}
      <StaffField label="Takes WhatsApp messages" name="whatsapp" error={errors.whatsapp}>
        <select id="whatsapp" name="whatsapp" defaultValue={values.whatsapp ?? "yes"}>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </select>
      </StaffField>
      {text("address", "Shop number and street", { required: true })}
      {text("locality", "Locality")}
      {text("city", "City", { required: true })}
      {text("district", "District", { required: true })}
      <StaffField label="State" name="state" required error={errors.state}>
        <select
          id="state"
          name="state"
          defaultValue={values.state ?? ""}
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={errors.state ? "state-error" : undefined}
        >
          <option value="">Choose a state</option>
          {indianStates.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </StaffField>
      {text("pin", "PIN code", { required: true, inputMode: "numeric" })}
      {text("latitude", "Latitude", {
        required: true,
        inputMode: "decimal",
        hint: "Degrees north, like 26.85123",
      })}
      {text("longitude", "Longitude", {
        required: true,
        inputMode: "decimal",
        hint: "Degrees east, like 80.99876",
      })}
      {text("hours", "Opening hours", {
        required: true,
        full: true,
        hint: "Like Mon-Sat 09:30-20:30; Sun closed",
      })}
      <fieldset
        className="staff-dealer-products"
        aria-describedby={errors.products ? "products-error" : undefined}
      >
        <legend>Ranges stocked</legend>
        {rangeChoices.map((range) => (
          <label key={range.slug} className="choice">
            <input
              type="checkbox"
              name="products"
              value={range.slug}
              defaultChecked={stocked.has(range.slug)}
            />{" "}
            {range.label}
          </label>
        ))}
        {errors.products ? (
          <p className="field-error" id="products-error">
            {errors.products}
          </p>
        ) : null}
      </fieldset>
      <input type="hidden" name="active" value={values.active ?? "yes"} />
      <div className="form-actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
