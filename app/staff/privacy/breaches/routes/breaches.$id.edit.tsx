import { data, redirect, useActionData, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { getIncident } from "~/privacy/breaches/store.server";
import { breachReference } from "~/privacy/breaches/notice.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import { BreachForm } from "../BreachForm";
import type { BreachFormValues } from "../breach-form";
import { asIndianInput, readBreachForm } from "../breach-form.server";
import { reviseBreach } from "../breaches.server";
import type { Route } from "./+types/breaches.$id.edit";

/** /staff/privacy/breaches/:id/edit: the incident's words, as the review finds them wanting. */

export const meta: Route.MetaFunction = () => [
  { title: "Edit an incident | Breach register | Kamo Paints staff area" },
  { name: "robots", content: "noindex, nofollow" },
];

function idOf(param: string | undefined): number {
  if (!param || !/^\d{1,9}$/.test(param))
    throw data({ message: "There is no such incident." }, { status: 404 });
  return Number(param);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "privacy");
  const id = idOf(params.id);
  const incident = await getIncident(db(), id);
  if (!incident) throw data({ message: "There is no such incident." }, { status: 404 });
  const values: BreachFormValues = {
    title: incident.title,
    foundAt: asIndianInput(incident.foundAt),
    occurredAt: asIndianInput(incident.occurredAt),
    whatHappenedEn: incident.whatHappened.en,
    whatHappenedHi: incident.whatHappened.hi,
    stepsTakenEn: incident.stepsTaken.en,
    stepsTakenHi: incident.stepsTaken.hi,
    kinds: incident.kinds,
  };
  return {
    id,
    reference: breachReference(id),
    title: incident.title,
    sent: incident.noticesSentAt !== null,
    values,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "privacy");
  const id = idOf(params.id);
  const checked = readBreachForm(form, { withSelection: false });
  if (!checked.ok) return data({ values: checked.values, errors: checked.errors }, { status: 400 });
  if (!(await reviseBreach(db(), staff, id, checked.input)))
    throw data({ message: "There is no such incident." }, { status: 404 });
  throw redirect(`/staff/privacy/breaches/${id}?done=saved`);
}

export default function EditBreach() {
  const { id, reference, title, sent, values } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <>
      <StaffPageHead
        back={{ to: `/staff/privacy/breaches/${id}`, label: `${reference}: ${title}` }}
        title="Edit the incident"
        description={
          sent
            ? "The notices have gone: what you change here shows in the report to the Board, not in notices already sent."
            : "The drafts of the notices and of the report follow what you save here."
        }
      />
      <BreachForm
        values={refused?.values ?? values}
        errors={refused?.errors ?? {}}
        forms={[]}
        withSelection={false}
        submitLabel="Save the incident"
      />
    </>
  );
}
