import { Form, data, redirect, useActionData, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { paints } from "~/dealers/paints";
import { pinDirectory } from "~/places/pin-directory.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { CsrfField } from "~/staff/ui/CsrfField";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import { DealerForm, type DealerFormValues } from "../DealerForm";
import { dealerFormValues } from "../dealer-form-input";
import {
  DealerCodeTakenError,
  checkDealerForm,
  createDealer,
  setDealerActive,
  updateDealer,
} from "../dealers.server";
import { getDealer } from "~/dealers/dealer-store.server";
import type { Route } from "./+types/dealers.$code";

/** /staff/dealers/new and /staff/dealers/:code: one form for adding and editing. */

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.code ? `Dealer ${params.code}` : "New dealer"} | Kamo Paints staff area` },
  { name: "robots", content: "noindex, nofollow" },
];

const notices = {
  saved: "Saved. The dealer locator shows the change at once.",
  deactivated: "Deactivated: visitors no longer see this dealer. The record is kept.",
  reactivated: "Reactivated: visitors see this dealer again.",
} as const;

const dealerPath = (code: string) => `/staff/dealers/${encodeURIComponent(code)}`;

/** The paints a shop may stock, for the form's checkboxes: names only, not the product records. */
const paintChoices = paints.map(({ slug, name, ranges }) => ({ slug, name, ranges }));

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "sales");
  const notice = new URL(request.url).searchParams.get("done");
  if (!params.code)
    return { dealer: null, values: {} as DealerFormValues, notice: null, paintChoices };
  const dealer = await getDealer(db(), params.code);
  if (!dealer) throw data({ message: `There is no dealer ${params.code}.` }, { status: 404 });
  return {
    dealer: {
      code: dealer.code,
      name: dealer.name,
      active: dealer.active,
      atPinCentre: dealer.locationSource === "pin",
    },
    values: dealerFormValues(dealer),
    notice: notice && notice in notices ? (notice as keyof typeof notices) : null,
    paintChoices,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "sales");
  const intent = String(form.get("intent") ?? "");
  if (params.code && (intent === "deactivate" || intent === "reactivate")) {
    await setDealerActive(db(), staff, params.code, intent === "reactivate");
    throw redirect(`${dealerPath(params.code)}?done=${intent}d`);
  }
  const checked = checkDealerForm(form, pinDirectory(), params.code);
  const { values } = checked;
  if (!checked.ok) return data({ values, errors: checked.errors }, { status: 400 });
  try {
    if (params.code) await updateDealer(db(), staff, params.code, checked.dealer);
    else await createDealer(db(), staff, checked.dealer);
  } catch (error) {
    if (error instanceof DealerCodeTakenError)
      return data(
        {
          values,
          errors: { code: "This code is already used by another dealer" } as DealerFormValues,
        },
        { status: 409 },
      );
    throw error;
  }
  throw redirect(`${dealerPath(checked.dealer.code)}?done=saved`);
}

export default function StaffDealerEdit() {
  const { dealer, values, notice, paintChoices } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = (result?.errors ?? {}) as DealerFormValues;
  return (
    <>
      <StaffPageHead
        back={{ to: "/staff/dealers", label: "Dealers" }}
        title={dealer ? `${dealer.code}: ${dealer.name}` : "New dealer"}
        description={
          dealer && !dealer.active
            ? "This dealer is inactive: kept for the record, not shown to visitors."
            : undefined
        }
      />
      {notice ? <StaffNotice>{notices[notice]}</StaffNotice> : null}
      <DealerForm
        key={result ? "typed" : "stored"}
        values={(result?.values ?? values) as DealerFormValues}
        errors={errors}
        codeFixed={dealer !== null}
        submitLabel={dealer ? "Save changes" : "Add dealer"}
        paintChoices={paintChoices}
        atPinCentre={dealer?.atPinCentre ?? false}
      />
      {dealer ? (
        <section className="staff-card" aria-labelledby="dealer-status-heading">
          <h2 id="dealer-status-heading">{dealer.active ? "Deactivate" : "Reactivate"}</h2>
          <p>
            {dealer.active
              ? "A deactivated dealer is kept here, with its history, but no longer shown to visitors."
              : "Show this dealer to visitors again."}
          </p>
          <Form method="post">
            <CsrfField />
            <input
              type="hidden"
              name="intent"
              value={dealer.active ? "deactivate" : "reactivate"}
            />
            <button type="submit" className="button button--secondary">
              {dealer.active ? "Deactivate this dealer" : "Reactivate this dealer"}
            </button>
          </Form>
        </section>
      ) : null}
    </>
  );
}
