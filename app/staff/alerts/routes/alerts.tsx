import { Form, redirect, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { requeueDeadAlerts } from "~/investors/alerts/outbox.server";
import { listAlertQueue } from "~/investors/alerts/store.server";
import { subscriberCounts } from "~/investors/alerts/subscriptions.server";
import { smtpConfigFromEnv, describeSmtp } from "~/lib/mail/smtp-config.server";
import { recordAudit } from "~/staff/audit/record.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { CsrfField } from "~/staff/ui/CsrfField";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import { StaffTable } from "~/staff/ui/StaffTable";
import type { Route } from "./+types/alerts";
import { AlertQueueTable, stateLabels } from "../AlertQueueTable";

/**
 * /staff/alerts (investor relations): who subscribed to what, the mail queue
 * with each mail's state, and a re-queue for dead letters. No address is
 * shown or written to the audit log: staff see counts and states only.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Investor alerts | Kamo Paints staff area" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "investor-relations");
  const status = new URL(request.url).searchParams.get("state") ?? undefined;
  const smtp = smtpConfigFromEnv();
  const [counts, queue] = await Promise.all([
    subscriberCounts(db()),
    listAlertQueue(db(), status && status in stateLabels ? { status } : {}),
  ]);
  const requeued = new URL(request.url).searchParams.get("requeued");
  const now = new Date().toISOString();
  return { counts, queue, mail: smtp ? describeSmtp(smtp) : null, requeued, now };
}

export async function action({ request }: Route.ActionArgs) {
  const { staff } = await requireStaffAction(request, "investor-relations");
  const count = await requeueDeadAlerts(db());
  await recordAudit(db(), staff, {
    action: "alert.requeue",
    entityType: "alert_delivery",
    summary: `Re-queued ${count} dead-lettered investor alert mail${count === 1 ? "" : "s"}`,
    after: { count },
  });
  throw redirect(`/staff/alerts?requeued=${count}`);
}

export default function StaffAlerts() {
  const { counts, queue, mail, requeued, now } = useLoaderData<typeof loader>();
  const dead = queue.counts.dead ?? 0;
  const waiting = (queue.counts.pending ?? 0) + (queue.counts.delivering ?? 0);
  return (
    <div className="doc-staff">
      <StaffPageHead
        title="Investor alerts"
        description="Subscribers to the e-mail alerts, and every mail the alerts send: confirmations, alerts and daily digests."
      />
      {mail === null ? (
        <div className="alert alert--error" role="status">
          <p>
            <strong>Mail is not set up (SMTP_URL).</strong> {waiting} mail
            {waiting === 1 ? " is" : "s are"} kept and not sent; they go out once SMTP_URL and
            MAIL_FROM are set and the server restarts.
          </p>
        </div>
      ) : (
        <p>Mail goes out through {mail}.</p>
      )}
      {requeued ? (
        <div className="alert alert--success" role="status">
          <p>{requeued} dead letters are back in the queue.</p>
        </div>
      ) : null}
      <section className="staff-card" aria-labelledby="alert-subscribers">
        <h2 id="alert-subscribers">Subscribers</h2>
        <p>
          {counts.confirmed} confirmed, {counts.unconfirmed} waiting to confirm (forgotten after 48
          hours).
        </p>
        <StaffTable
          caption="Confirmed subscribers per category"
          captionHidden
          columns={[
            { header: "Category", rowHeader: true, cell: (c) => c.category },
            { header: "At once", cell: (c) => c.immediate },
            { header: "Daily digest", cell: (c) => c.digest },
          ]}
          rows={counts.perCategory}
          rowKey={(c) => c.category}
        />
      </section>
      <section className="staff-card" aria-labelledby="alert-queue">
        <h2 id="alert-queue">Mail queue</h2>
        <p>
          {Object.entries(stateLabels)
            .map(([state, label]) => `${label}: ${queue.counts[state] ?? 0}`)
            .join(" · ")}
        </p>
        {dead > 0 ? (
          <Form method="post" className="button-row">
            <CsrfField />
            <button type="submit" className="button">
              Re-queue {dead} dead letter{dead === 1 ? "" : "s"}
            </button>
          </Form>
        ) : null}
        <AlertQueueTable entries={queue.entries} now={now} mailConfigured={mail !== null} />
      </section>
    </div>
  );
}
