import { Form, redirect, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { listAlertQueue, requeueDeadAlerts } from "~/investors/alerts/outbox.server";
import { subscriberCounts } from "~/investors/alerts/subscriptions.server";
import { smtpConfigFromEnv, describeSmtp } from "~/lib/mail/smtp-config.server";
import { recordAudit } from "~/staff/audit/record.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { formatIndianDateTime } from "~/staff/leads/format";
import { CsrfField } from "~/staff/shell/CsrfField";
import { StaffPageHead } from "~/staff/shell/StaffPageHead";
import type { Route } from "./+types/alerts";
import "~/staff/documents/staff-documents.css";

/**
 * /staff/alerts (investor relations): who subscribed to what, the mail queue
 * with each mail's state, and a re-queue for dead letters. No address is
 * shown or written to the audit log: staff see counts and states only.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Investor alerts | Kamo Paints staff area" },
  { name: "robots", content: "noindex, nofollow" },
];

const stateLabels: Record<string, string> = {
  pending: "Waiting to be sent",
  delivering: "Sending",
  delivered: "Sent",
  dead: "Dead letter (gave up)",
};

const kindLabels: Record<string, string> = {
  confirm: "Confirmation",
  already: "Already subscribed",
  alert: "Alert",
  digest: "Daily digest",
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "investor-relations");
  const status = new URL(request.url).searchParams.get("state") ?? undefined;
  const smtp = smtpConfigFromEnv();
  const [counts, queue] = await Promise.all([
    subscriberCounts(db()),
    listAlertQueue(db(), status && status in stateLabels ? { status } : {}),
  ]);
  const requeued = new URL(request.url).searchParams.get("requeued");
  return { counts, queue, mail: smtp ? describeSmtp(smtp) : null, requeued };
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
  const { counts, queue, mail, requeued } = useLoaderData<typeof loader>();
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
        <div className="doc-table-wrap">
          <table className="doc-table">
            <caption className="visually-hidden">Confirmed subscribers per category</caption>
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">At once</th>
                <th scope="col">Daily digest</th>
              </tr>
            </thead>
            <tbody>
              {counts.perCategory.map((c) => (
                <tr key={c.category}>
                  <th scope="row">{c.category}</th>
                  <td>{c.immediate}</td>
                  <td>{c.digest}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
        <div className="doc-table-wrap">
          <table className="doc-table" data-testid="alert-queue">
            <caption className="visually-hidden">The newest 100 mails</caption>
            <thead>
              <tr>
                <th scope="col">Mail</th>
                <th scope="col">Kind</th>
                <th scope="col">About</th>
                <th scope="col">State</th>
                <th scope="col">Attempts</th>
                <th scope="col">Queued</th>
                <th scope="col">Last error</th>
              </tr>
            </thead>
            <tbody>
              {queue.entries.map((e) => (
                <tr key={e.id}>
                  <td>{e.id}</td>
                  <td>{kindLabels[e.kind] ?? e.kind}</td>
                  <td>
                    {e.documentId !== null
                      ? `Document ${e.documentId} (${e.category})`
                      : e.digestDay
                        ? `Documents of ${e.digestDay}`
                        : "—"}
                  </td>
                  <td>
                    {e.status === "pending" && mail === null
                      ? "Not sent (mail not set up)"
                      : (stateLabels[e.status] ?? e.status)}
                  </td>
                  <td>{e.attempts}</td>
                  <td>{formatIndianDateTime(e.createdAt)}</td>
                  <td>{e.lastError ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
