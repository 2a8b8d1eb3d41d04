import { productRangeLinks } from "~/content/navigation";
import { rangeSlugs } from "~/content/route-paths";
import { indianStates } from "~/lib/forms/options";
import { problemsOf } from "~/staff/ui/ErrorSummary";
import { StaffField, textFieldsOf } from "~/staff/ui/StaffField";
import { notSavedHeading, StaffForm } from "~/staff/ui/StaffForm";
import type { DealerFormValues } from "./dealer-form-input";

export type { DealerFormValues };

/** A paint the shop may stock, as the loader lists them (the product records stay on the server). */
export interface PaintChoice {
  slug: string;
  name: string;
  ranges: string[];
}

/** The ranges a dealer may stock, in the site's order, with the menu's names for them. */
export const rangeChoices = rangeSlugs.map((slug) => ({
  slug,
  label: productRangeLinks.find((link) => link.href === `/${slug}`)?.label ?? slug,
}));

const slugsIn = (cell: string | undefined) =>
  new Set((cell ?? "").split(";").map((slug) => slug.trim().toLowerCase()));

/** What each field is called, on its label and in the error summary's links, in the form's order. */
const LABELS = {
  code: "Dealer code",
  name: "Shop name",
  contact_person: "Contact person",
  phone: "Mobile",
  whatsapp: "Takes WhatsApp messages",
  address: "Shop number and street",
  locality: "Locality",
  city: "City",
  district: "District",
  state: "State",
  pin: "PIN code",
  coordinates: "Location of the shop",
  hours: "Opening hours",
  products: "Ranges stocked",
  paints: "Paints stocked",
} as const satisfies Partial<Record<keyof DealerFormValues, string>>;

/** The refused fields in the form's order (a stored dealer's code has no control to link to). */
function problemsIn(errors: DealerFormValues, codeFixed: boolean) {
  const ordered = Object.fromEntries(
    Object.keys(LABELS).flatMap((field) => {
      const message = errors[field as keyof DealerFormValues];
      return message ? [[field, message]] : [];
    }),
  );
  const { code: _code, ...linked } = LABELS;
  return problemsOf({ ...ordered, ...errors }, codeFixed ? linked : LABELS);
}

/**
 * A dealer's fields, with the summary of what to fix above them, named as the CSV's columns so the import's rules check
 * both, but for the shop's location, one box for what a map app copies
 * (dealer-form-input.ts). The code is fixed once a dealer exists: it names
 * the shop in exports and in the audit log.
 */
export function DealerForm({
  values,
  errors,
  codeFixed,
  submitLabel,
  paintChoices,
  atPinCentre,
}: {
  values: DealerFormValues;
  errors: DealerFormValues;
  codeFixed: boolean;
  submitLabel: string;
  paintChoices: readonly PaintChoice[];
  /** The stored shop stands at its PIN's centre: say so, so staff give its own location. */
  atPinCentre: boolean;
}) {
  const text = textFieldsOf(values, errors);
  const stocked = slugsIn(values.products);
  const paintsStocked = slugsIn(values.paints);
  return (
    <StaffForm problems={problemsIn(errors, codeFixed)} heading={notSavedHeading("The dealer")}>
      <input type="hidden" name="intent" value="save" />
      {codeFixed ? (
        <input type="hidden" name="code" value={values.code ?? ""} />
      ) : (
        text("code", LABELS.code, {
          required: true,
          hint: "Like KPD-00042; cannot be changed later",
        })
      )}
      {text("name", LABELS.name, { required: true })}
      {text("contact_person", LABELS.contact_person, { required: true })}
      {text("phone", LABELS.phone, {
        required: true,
        inputMode: "tel",
        hint: "10 digits; +91 or 0 may be typed",
      })}
      <StaffField label={LABELS.whatsapp} name="whatsapp" error={errors.whatsapp}>
        <select id="whatsapp" name="whatsapp" defaultValue={values.whatsapp ?? "yes"}>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </select>
      </StaffField>
      {text("address", LABELS.address, { required: true })}
      {text("locality", LABELS.locality)}
      {text("city", LABELS.city, { required: true })}
      {text("district", LABELS.district, { required: true })}
      <StaffField label={LABELS.state} name="state" required error={errors.state}>
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
      {text("pin", LABELS.pin, { required: true, inputMode: "numeric" })}
      {text("coordinates", LABELS.coordinates, {
        full: true,
        hint: (
          <>
            Latitude and longitude as a map app copies them, like 26.85123, 80.99876 (in Google
            Maps, press and hold on the shop). Left empty, the shop is placed at its PIN code&apos;s
            centre and the locator calls its distances approximate.
            {atPinCentre ? (
              <strong className="staff-dealer-pin-centre">
                {" "}
                This shop is at its PIN code&apos;s centre for now: give its own location.
              </strong>
            ) : null}
          </>
        ),
      })}
      {text("hours", LABELS.hours, {
        required: true,
        full: true,
        hint: "Like Mon-Sat 09:30-20:30; Sun closed",
      })}
      <fieldset
        id="products"
        tabIndex={-1}
        className="staff-dealer-products"
        aria-describedby={errors.products ? "products-error" : undefined}
      >
        <legend>{LABELS.products}</legend>
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
      <fieldset
        id="paints"
        tabIndex={-1}
        className="staff-dealer-products"
        aria-describedby={errors.paints ? "paints-hint paints-error" : "paints-hint"}
      >
        <legend>{LABELS.paints}</legend>
        <p className="field-hint" id="paints-hint">
          Visitors whose plan names a paint see the shops that stock it first. None ticked: every
          paint of the ranges ticked above.
        </p>
        {paintChoices.map((paint) => (
          <label key={paint.slug} className="choice">
            <input
              type="checkbox"
              name="paints"
              value={paint.slug}
              defaultChecked={paintsStocked.has(paint.slug.toLowerCase())}
            />{" "}
            {paint.name}
          </label>
        ))}
        {errors.paints ? (
          <p className="field-error" id="paints-error">
            {errors.paints}
          </p>
        ) : null}
      </fieldset>
      <input type="hidden" name="active" value={values.active ?? "yes"} />
      <div className="form-actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </div>
    </StaffForm>
  );
}
