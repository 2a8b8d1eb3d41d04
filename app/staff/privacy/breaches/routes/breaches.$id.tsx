import { Form, data, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import { z } from "zod";
import { db } from "~/db/client.server";
import { getEnv } from "~/lib/env.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { formatIndianDateTime } from "~/lib/i18n/format";
import { breachKindLabels } from "~/privacy/breaches/kinds";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { CsrfField } from "~/staff/ui/CsrfField";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import { StaffTable } from "~/staff/ui/StaffTable";
import { DeadlineCountdown } from "../DeadlineCountdown";
import {
  breachPage,
  recordBoardReport,
  retryFailedNotices,
  sendNoticesOf,
} from "../breaches.server";
import type { Route } from "./+types/breaches.$id";

/**
 * /staff/privacy/breaches/:id: one incident (ADR 65): the Board's deadline
 * counting down, the facts, the notice as each person will read it in their
 * language (review, then send), the report to the Board, and each notice's
 * delivery.
 */

export const meta: Route.MetaFunction = ({ data: page }) => [
  {
    title: `${page ? `${page.reference}: ${page.incident.title}` : "Incident"} | Breach register | Kamo Paints staff area`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

function idOf(param: string | undefined): number {
  if (!param || !/^\d{1,9}$/.test(param))
    throw data({ message: "There is no such incident." }, { status: 404 });
  return Number(param);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "privacy");
  const now = new Date();
  const page = await breachPage(db(), idOf(params.id), getEnv().SITE_URL, now);
  if (!page) throw data({ message: "There is no such incident." }, { status: 404 });
  return { ...page, renderedAt: now.toISOString() };
}

const actionSchema = z.object({ intent: z.enum(["send", "reported", "retry"]) });

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "privacy");
  const id = idOf(params.id);
  const parsed = parseForm(form, actionSchema);
  if (!parsed.ok) return data({ error: "Choose an action from the page." }, { status: 400 });
  const here = `/staff/privacy/breaches/${id}`;
  if (parsed.data.intent === "send") {
    const sent = await sendNoticesOf(db(), staff, id);
    if (sent.ok) throw redirect(`${here}?done=sent&n=${sent.queued}`);
    if (sent.reason === "not-found")
      throw data({ message: "There is no such incident." }, { status: 404 });
    return data(
      {
        error:
          sent.reason === "already-sent"
            ? "These notices have been sent already, so nothing was sent twice."
            : `Write what happened and the steps taken in Hindi first: ${sent.count} of the notices go to people who wrote to us in Hindi.`,
      },
      { status: 409 },
    );
  }
  if (parsed.data.intent === "reported") {
    await recordBoardReport(db(), staff, id);
    throw redirect(`${here}?done=reported`);
  }
  const count = await retryFailedNotices(db(), staff, id);
  throw redirect(`${here}?done=retried&n=${count}`);
}

const statusWords: Record<string, string> = {
  draft: "Draft",
  pending: "Waiting to send",
  delivering: "Sending",
  delivered: "Sent",
  dead: "Failed",
};

export default function BreachIncident() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const [params] = useSearchParams();
  const { incident, reference, counts, drafts, boardReport, notices, renderedAt } = page;
  const done = params.get("done");
  const n = Number(params.get("n") ?? 0);
  const sent = incident.noticesSentAt !== null;
  return (
    <>
      <StaffPageHead
        back={{ to: "/staff/privacy/breaches", label: "Breach register" }}
        title={incident.title}
        description={
          <>
            {reference}, recorded by {incident.createdBy} on{" "}
            <time dateTime={incident.createdAt}>{formatIndianDateTime(incident.createdAt)}</time>{" "}
            (India time).
          </>
        }
        actions={
          <a
            href={`/staff/privacy/breaches/${incident.id}/edit`}
            className="button button--secondary"
          >
            Edit the incident
          </a>
        }
      />
      {done === "recorded" ? (
        <StaffNotice>
          Recorded. Review the notice and the report below; nothing is sent until you send it.
        </StaffNotice>
      ) : null}
      {done === "saved" ? (
        <StaffNotice>Saved. The drafts below follow the change.</StaffNotice>
      ) : null}
      {done === "sent" ? (
        <StaffNotice>
          {n} notice{n === 1 ? " is" : "s are"} on the way, one mail per person.
        </StaffNotice>
      ) : null}
      {done === "retried" ? (
        <StaffNotice>
          {n} failed notice{n === 1 ? "" : "s"} queued again.
        </StaffNotice>
      ) : null}
      {done === "reported" ? (
        <StaffNotice>The report to the Board is recorded as made.</StaffNotice>
      ) : null}
      {refused?.error ? <StaffNotice tone="error">{refused.error}</StaffNotice> : null}

      <section className="staff-card staff-breach-deadline" aria-labelledby="deadline-heading">
        <h2 id="deadline-heading">Report to the Data Protection Board</h2>
        <p>
          <DeadlineCountdown
            foundAt={incident.foundAt}
            boardReportedAt={incident.boardReportedAt}
            renderedAt={renderedAt}
            detail
          />
        </p>
        <p className="staff-breach-rule">
          Rule 7(2)(b): within 72 hours of becoming aware of the breach, found{" "}
          <time dateTime={incident.foundAt}>{formatIndianDateTime(incident.foundAt)}</time>.
        </p>
        <details className="staff-breach-draft">
          <summary>The drafted report</summary>
          <pre className="staff-breach-report">{boardReport}</pre>
        </details>
        {incident.boardReportedAt ? null : (
          <Form method="post" className="staff-lead-action">
            <CsrfField />
            <input type="hidden" name="intent" value="reported" />
            <button type="submit" className="button button--secondary">
              The report has been made to the Board
            </button>
          </Form>
        )}
      </section>

      <section className="staff-card" aria-labelledby="facts-heading">
        <h2 id="facts-heading">What happened</h2>
        <dl className="staff-facts staff-facts--wide">
          <div className="staff-facts__row">
            <dt>Found</dt>
            <dd>
              <time dateTime={incident.foundAt}>{formatIndianDateTime(incident.foundAt)}</time>
            </dd>
          </div>
          <div className="staff-facts__row">
            <dt>Happened</dt>
            <dd>
              {incident.occurredAt ? (
                <time dateTime={incident.occurredAt}>
                  {formatIndianDateTime(incident.occurredAt)}
                </time>
              ) : (
                "Not yet known"
              )}
            </dd>
          </div>
          <div className="staff-facts__row">
            <dt>Data reached</dt>
            <dd>{incident.kinds.map((k) => breachKindLabels[k]).join("; ")}</dd>
          </div>
          <div className="staff-facts__row">
            <dt>People affected</dt>
            <dd>
              {incident.affectedCount}
              {incident.selection.by === "leads"
                ? " (chosen by lead number)"
                : ` (leads${incident.selection.form ? ` from ${incident.selection.form}` : ""}${incident.selection.from ? ` from ${incident.selection.from}` : ""}${incident.selection.to ? ` to ${incident.selection.to}` : ""})`}
            </dd>
          </div>
          <div className="staff-facts__row">
            <dt>What happened</dt>
            <dd className="staff-lead-value">{incident.whatHappened.en}</dd>
          </div>
          <div className="staff-facts__row">
            <dt>Steps taken</dt>
            <dd className="staff-lead-value">{incident.stepsTaken.en}</dd>
          </div>
        </dl>
      </section>

      <section className="staff-card" aria-labelledby="notice-heading">
        <h2 id="notice-heading">The notice to each person</h2>
        <p>
          Rule 7(1): each person is told what happened, what it may mean for them, what we have
          done, what they can do and whom to contact, in the language they wrote to us in. Read each
          language&apos;s draft as they will.
        </p>
        {drafts.map((draft) => (
          <article
            key={draft.locale}
            className="staff-breach-notice"
            lang={draft.locale}
            aria-label={`The notice in ${draft.language}`}
          >
            <h3 lang="en">
              In {draft.language}, to {draft.people} {draft.people === 1 ? "person" : "people"}
            </h3>
            {draft.ownWords ? null : (
              <p className="alert alert--error" lang="en">
                No Hindi text yet: write what happened and the steps taken in Hindi before sending.
              </p>
            )}
            <p>
              <strong>{draft.subject}</strong>
            </p>
            {draft.sections.map((section, i) => (
              <div key={i}>
                {section.heading ? <h4>{section.heading}</h4> : null}
                {section.paragraphs.map((p, j) => (
                  <p key={j}>{p}</p>
                ))}
                {section.list && section.list.length > 0 ? (
                  <ul>
                    {section.list.map((item, j) => (
                      <li key={j}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ))}
          </article>
        ))}
        {sent ? (
          <p>
            Sent{" "}
            <time dateTime={incident.noticesSentAt!}>
              {formatIndianDateTime(incident.noticesSentAt!)}
            </time>
            : {counts.delivered} delivered, {counts.pending + counts.delivering} on the way,{" "}
            {counts.dead} failed.
          </p>
        ) : (
          <Form method="post" className="staff-lead-action">
            <CsrfField />
            <input type="hidden" name="intent" value="send" />
            <button type="submit" className="button">
              Send the notices ({counts.draft} {counts.draft === 1 ? "mail" : "mails"})
            </button>
          </Form>
        )}
        {counts.dead > 0 ? (
          <Form method="post" className="staff-lead-action">
            <CsrfField />
            <input type="hidden" name="intent" value="retry" />
            <button type="submit" className="button button--secondary">
              Try the {counts.dead} failed again
            </button>
          </Form>
        ) : null}
      </section>

      <StaffTable
        caption="Each notice"
        className="staff-breach-notices"
        rows={notices}
        rowKey={(notice) => notice.id}
        columns={[
          {
            header: "Lead",
            rowHeader: true,
            // A number, not a link: the lead's page is sales' (with privacy to reveal), and opening it is logged.
            cell: (notice) => `#${notice.leadId}`,
          },
          { header: "Language", cell: (notice) => (notice.locale === "hi" ? "Hindi" : "English") },
          {
            header: "State",
            cell: (notice) => (
              <span
                className={`staff-badge staff-badge--${notice.status === "draft" ? "held" : notice.status}`}
              >
                {statusWords[notice.status] ?? notice.status}
              </span>
            ),
          },
          {
            header: "Last error",
            cell: (notice) =>
              notice.lastError ? (
                <span className="staff-lead-error">{notice.lastError}</span>
              ) : (
                <span className="muted">None</span>
              ),
          },
        ]}
      />
    </>
  );
}
