import { data, redirect, useActionData, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { englishLeadForms, leadFormIds } from "~/leads/forms/lead-forms";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import { BreachForm } from "../BreachForm";
import type { BreachFormValues } from "../breach-form";
import { readBreachForm } from "../breach-form.server";
import { recordBreach } from "../breaches.server";
import type { Route } from "./+types/breaches.new";

/** /staff/privacy/breaches/new: record an incident and whose data it reached (ADR 65). */

export const meta: Route.MetaFunction = () => [
  { title: "Record an incident | Breach register | Kamo Paints staff area" },
  { name: "robots", content: "noindex, nofollow" },
];

const forms = () => leadFormIds.map((id) => ({ value: id, label: englishLeadForms()[id].title }));

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "privacy");
  return { forms: forms() };
}

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "privacy");
  const checked = readBreachForm(form, { withSelection: true });
  if (!checked.ok || !checked.selection)
    return data(
      { values: checked.values, errors: checked.ok ? {} : checked.errors },
      { status: 400 },
    );
  const recorded = await recordBreach(db(), staff, checked.input, checked.selection);
  if (!recorded.ok)
    return data(
      {
        values: checked.values,
        errors: {
          [checked.selection.record.by === "leads" ? "leadIds" : "selectBy"]: recorded.error,
        },
      },
      { status: 400 },
    );
  throw redirect(`/staff/privacy/breaches/${recorded.id}?done=recorded`);
}

export default function NewBreach() {
  const { forms } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const values: BreachFormValues = refused?.values ?? { selectBy: "form" };
  return (
    <>
      <StaffPageHead
        back={{ to: "/staff/privacy/breaches", label: "Breach register" }}
        title="Record an incident"
        description="Say what happened and when it was found, which data it reached and whose, and what has been done. The site drafts the notice to each person and the report to the Board for you to review before anything is sent."
      />
      <BreachForm
        values={values}
        errors={refused?.errors ?? {}}
        forms={forms}
        withSelection
        submitLabel="Record the incident"
      />
    </>
  );
}
