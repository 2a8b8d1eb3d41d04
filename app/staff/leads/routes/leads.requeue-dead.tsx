import { Form, Link, redirect, useLoaderData } from "react-router";
import { CsrfField } from "~/staff/ui/CsrfField";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import { formatIndianDateTime } from "~/lib/i18n/format";
import { crmConfigFromEnv } from "~/leads/crm/client.server";
import { db } from "~/db/client.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import type { Route } from "./+types/leads.requeue-dead";
import { countLeads } from "~/leads/delivery/store.server";
import { listLeads, requeueAllDeadLeads } from "~/staff/leads/leads.server";

export const meta: Route.MetaFunction = () => [
  { title: "Re-queue dead leads | Kamo Paints staff area" },
  { name: "robots", content: "noindex, nofollow" },
];

const SHOWN = 20;

/** The confirmation step before every dead letter goes back in the queue. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "sales");
  const crmConfigured = crmConfigFromEnv() !== undefined;
  const [count, leads] = await Promise.all([
    countLeads(db(), { status: "dead" }),
    listLeads(db(), { status: "dead", limit: SHOWN }, crmConfigured),
  ]);
  return {
    count,
    crmConfigured,
    leads: leads.map(({ id, name, formTitle, createdAt, lastError, attempts }) => ({
      id,
      name,
      formTitle,
      createdAt,
      lastError,
      attempts,
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { staff } = await requireStaffAction(request, "sales");
  const ids = await requeueAllDeadLeads(db(), staff);
  throw redirect(`/staff/leads?requeued=${ids.length}`);
}

export default function RequeueDeadLeads() {
  const { count, leads, crmConfigured } = useLoaderData<typeof loader>();
  return (
    <>
      <StaffPageHead
        back={{ to: "/staff/leads?state=dead", label: "Dead-lettered leads" }}
        title="Re-queue all dead leads?"
        description="Dead letters are leads the CRM refused or never answered for, after every retry. Re-queue them once the CRM is working again; each gets a fresh set of attempts."
      />
      {count === 0 ? (
        <div className="staff-card staff-empty">
          <h2>Nothing to re-queue</h2>
          <p>
            No lead is dead-lettered right now. <Link to="/staff/leads">Back to the leads</Link>.
          </p>
        </div>
      ) : (
        <section className="staff-card staff-confirm" aria-labelledby="confirm-heading">
          <h2 id="confirm-heading">
            {count} lead{count === 1 ? "" : "s"} will be sent to the CRM again
          </h2>
          {!crmConfigured ? (
            <p className="staff-confirm__warning">
              No CRM is connected at the moment, so they will wait in the queue until one is.
            </p>
          ) : null}
          <ul className="staff-confirm__list">
            {leads.map((lead) => (
              <li key={lead.id}>
                <Link to={`/staff/leads/${lead.id}`}>{lead.name || `Lead #${lead.id}`}</Link>,{" "}
                {lead.formTitle}, received{" "}
                <time dateTime={lead.createdAt}>{formatIndianDateTime(lead.createdAt)}</time>
                {lead.lastError ? (
                  <span className="staff-confirm__error"> Last error: {lead.lastError}</span>
                ) : null}
              </li>
            ))}
          </ul>
          {count > leads.length ? <p>…and {count - leads.length} more.</p> : null}
          <Form method="post" className="button-row">
            <CsrfField />
            <button type="submit" className="button">
              Yes, re-queue {count} lead{count === 1 ? "" : "s"}
            </button>
            <Link to="/staff/leads" className="button button--ghost">
              Cancel
            </Link>
          </Form>
        </section>
      )}
    </>
  );
}
