import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { z } from "zod";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import {
  LeadConsentCard,
  LeadDeliveryCard,
  LeadFieldsCard,
  LeadOriginCard,
  LeadSpamCard,
} from "~/staff/leads/LeadDetailView";
import { formatIndianDateTime } from "~/lib/i18n/format";
import { leadFilterSearch, parseLeadFilters } from "~/staff/leads/lead-filters";
import { crmConfigFromEnv } from "~/leads/crm/client.server";
import { db } from "~/db/client.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { bookingForLead, formatReference } from "~/leads/booking/store.server";
import { LeadVisitCard } from "~/staff/bookings/LeadVisitCard";
import { consentsOfLeads } from "~/leads/consent/store.server";
import type { Route } from "./+types/leads.$id";
import {
  getLead,
  recordLeadView,
  requeueDeadLead,
  revealLeadField,
  unflagSpamLead,
} from "~/staff/leads/leads.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.lead.name || "Lead"} | Leads | Kamo Paints staff area` },
  { name: "robots", content: "noindex, nofollow" },
];

function leadIdOf(param: string | undefined): number {
  if (!param || !/^\d{1,9}$/.test(param))
    throw data({ message: "There is no such lead." }, { status: 404 });
  return Number(param);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "sales");
  const id = leadIdOf(params.id);
  const crmConfigured = crmConfigFromEnv() !== undefined;
  const lead = await getLead(db(), id, crmConfigured);
  if (!lead) throw data({ message: `There is no lead #${id}.` }, { status: 404 });
  // Every opening of a lead's page is in the audit log (Rule 6), before anything is shown.
  await recordLeadView(db(), staff, lead);
  // The list's filters travel with the detail's address, so "back" returns to the same view.
  const back = leadFilterSearch(parseLeadFilters(new URL(request.url).searchParams).values);
  // The raw field values and the flat list stay on the server: the sections carry them, labelled.
  const { data: raw, fields: _fields, ...view } = lead;
  const booking = lead.form === "consultation" ? await bookingForLead(db(), id) : undefined;
  const path = (value: unknown) =>
    typeof value === "string" && value.startsWith("/") ? value : undefined;
  return {
    lead: view,
    consents: await consentsOfLeads(db(), [id]),
    crmConfigured,
    // Revealing a masked field takes the privacy role on top of sales (ADR 65).
    canReveal: staff.user.roles.includes("privacy"),
    back,
    visit: booking
      ? {
          id: booking.id,
          reference: formatReference(booking.reference),
          date: booking.date,
          slot: booking.slot,
          status: booking.status,
        }
      : null,
    plan: {
      ...(path(raw.planLink) ? { planLink: path(raw.planLink) } : {}),
      ...(path(raw.estimate) ? { estimate: path(raw.estimate) } : {}),
    },
  };
}

const actionSchema = z.object({
  intent: z.enum(["requeue", "unflag", "reveal"]),
  // The field to reveal (a masked field's name); the other intents send none.
  field: z.string().max(60).optional(),
});

/**
 * A reveal answers with the value alone; the page need not be read again
 * (that would log a second opening for one click).
 */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "reveal" ? false : defaultShouldRevalidate;
}

const refusals = {
  "not-dead":
    "This lead is not dead-lettered any more (someone may have re-queued it already), so nothing was changed.",
  "not-spam": "This lead is not flagged as spam any more, so nothing was changed.",
} as const;

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "sales");
  const id = leadIdOf(params.id);
  const parsed = parseForm(form, actionSchema);
  if (!parsed.ok) return data({ error: "Choose re-queue or not spam." }, { status: 400 });
  if (parsed.data.intent === "reveal" && !staff.user.roles.includes("privacy"))
    throw data(
      { message: "Revealing a masked field takes the grievance officer's (privacy) role." },
      { status: 403, headers: { "Cache-Control": "no-store" } },
    );
  if (parsed.data.intent === "reveal") {
    const revealed = await revealLeadField(db(), staff, id, parsed.data.field ?? "");
    if (!revealed.ok) {
      if (revealed.reason === "not-found")
        throw data({ message: `There is no lead #${id}.` }, { status: 404 });
      return data({ error: "That field is not masked on this lead." }, { status: 400 });
    }
    return data(
      { revealed: { field: revealed.field, label: revealed.label, value: revealed.value } },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  const result =
    parsed.data.intent === "requeue"
      ? await requeueDeadLead(db(), staff, id)
      : await unflagSpamLead(db(), staff, id);
  if (!result.ok) {
    if (result.reason === "not-found")
      throw data({ message: `There is no lead #${id}.` }, { status: 404 });
    return data({ error: refusals[result.reason] }, { status: 409 });
  }
  const url = new URL(request.url);
  url.searchParams.set("done", parsed.data.intent === "requeue" ? "requeued" : "unflagged");
  throw redirect(`${url.pathname}${url.search}`);
}

export default function StaffLeadDetail() {
  const { lead, consents, crmConfigured, canReveal, back, visit, plan } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const revealed = actionData && "revealed" in actionData ? actionData.revealed : undefined;
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  return (
    <>
      <StaffPageHead
        back={{ to: `/staff/leads${back}`, label: "All leads" }}
        title={lead.name || `Lead #${lead.id}`}
        description={
          <>
            {lead.formTitle}, lead #{lead.id}, received{" "}
            <time dateTime={lead.createdAt}>{formatIndianDateTime(lead.createdAt)}</time> (India
            time).
          </>
        }
      />
      {done === "requeued" ? (
        <StaffNotice>
          Re-queued: the delivery worker will send this lead to the CRM again.
        </StaffNotice>
      ) : null}
      {done === "unflagged" ? (
        <StaffNotice>
          Marked as not spam{lead.state === "pending" ? " and queued for the CRM" : ""}.
        </StaffNotice>
      ) : null}
      {error ? <StaffNotice tone="error">{error}</StaffNotice> : null}
      <div className="staff-lead-grid">
        <LeadFieldsCard lead={lead} canReveal={canReveal} revealed={revealed} />
        <div className="staff-lead-side">
          {lead.form === "consultation" ? <LeadVisitCard visit={visit} plan={plan} /> : null}
          <LeadDeliveryCard lead={lead} crmConfigured={crmConfigured} />
          <LeadSpamCard lead={lead} />
          <LeadOriginCard lead={lead} />
          <LeadConsentCard consents={consents} />
        </div>
      </div>
    </>
  );
}
