import { Fragment } from "react";
import { useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { getEnv } from "~/lib/env.server";
import { formatIndianDateTime } from "~/lib/i18n/format";
import { countRetentionRuns, listRetentionRuns } from "~/privacy/retention/runs-store.server";
import {
  retentionKinds,
  retentionRules,
  retentionScheduleOf,
  type RetentionKind,
} from "~/privacy/retention/schedule";
import { requireStaff } from "~/staff/auth/auth.server";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import { StaffPager } from "~/staff/ui/StaffPager";
import { StaffTable } from "~/staff/ui/StaffTable";
import type { Route } from "./+types/retention";

/**
 * /staff/privacy/retention (grievance officer; issue 44, ADR 64): how long
 * each kind of personal data is kept and why, and what the daily job erased
 * on each run. Counts only: nothing here names anyone, so nothing is audited.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Retention | Kamo Paints staff area" },
  { name: "robots", content: "noindex, nofollow" },
];

const PAGE_SIZE = 30;

const kindLabels: Record<RetentionKind, string> = {
  spam_leads: "Spam leads erased",
  idle_leads: "Leads erased",
  withdrawn_leads: "Leads erased after consent was withdrawn",
  lead_deliveries: "CRM deliveries erased",
  visit_bookings: "Bookings erased",
  visit_changes: "Booking changes erased",
  visit_messages: "Visit messages erased",
  visit_addresses: "Visit addresses blanked",
  unconfirmed_alert_sign_ups: "Unconfirmed sign-ups erased",
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "privacy");
  const requested = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const total = await countRetentionRuns(db());
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Number.isInteger(requested) ? Math.min(Math.max(requested, 1), pageCount) : 1;
  const runs = await listRetentionRuns(db(), {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  return { rules: retentionRules(retentionScheduleOf(getEnv())), runs, page, pageCount, total };
}

type Run = Awaited<ReturnType<typeof loader>>["runs"][number];

/** A run's counts in words, the kinds it found nothing of left out. */
function countsOf(run: Run): string {
  const found = retentionKinds
    .filter((kind) => (run.counts[kind] ?? 0) > 0)
    .map((kind) => `${kindLabels[kind]}: ${run.counts[kind]}`);
  return found.length > 0 ? found.join(", ") : "Nothing was due";
}

/** A setting's name, free to break after each underscore: the longest is wider than a 320 px phone. */
function Setting({ name }: { name: string }) {
  const parts = name.split("_");
  return (
    <code>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? (
            <>
              _<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </code>
  );
}

export default function StaffRetention() {
  const { rules, runs, page, pageCount, total } = useLoaderData<typeof loader>();
  return (
    <div className="doc-staff">
      <StaffPageHead
        title="Retention"
        description="How long the site keeps each kind of personal data, and why. A job erases what is due once a day; each run is listed below with what it erased."
      />
      <section className="staff-card" aria-labelledby="retention-schedule">
        <h2 id="retention-schedule">The schedule</h2>
        <StaffTable
          caption="What is kept, for how long, and why"
          captionHidden
          columns={[
            { header: "Data", rowHeader: true, cell: (r) => r.what },
            { header: "Kept for", cell: (r) => r.keep },
            { header: "Why", cell: (r) => r.why },
            { header: "Setting", cell: (r) => (r.setting ? <Setting name={r.setting} /> : "None") },
          ]}
          rows={rules}
          rowKey={(r) => r.what}
        />
      </section>
      <section className="staff-card" aria-labelledby="retention-runs">
        <h2 id="retention-runs">Runs</h2>
        {runs.length === 0 ? (
          <p>No run yet. The job looks once an hour whether the day&apos;s run is due.</p>
        ) : (
          <>
            <p>
              {total} run{total === 1 ? "" : "s"}, newest first.
            </p>
            <StaffTable
              caption="Retention runs, newest first"
              captionHidden
              columns={[
                { header: "Day", rowHeader: true, cell: (r) => r.day },
                { header: "Started", cell: (r) => formatIndianDateTime(r.startedAt) },
                {
                  header: "Outcome",
                  cell: (r) =>
                    r.error ? (
                      <strong>Failed part-way: {r.error}</strong>
                    ) : r.finishedAt ? (
                      "Finished"
                    ) : (
                      "Running"
                    ),
                },
                { header: "Erased or anonymised", cell: countsOf },
              ]}
              rows={runs}
              rowKey={(r) => r.id}
            />
            <StaffPager
              page={page}
              pageCount={pageCount}
              hrefFor={(p) => `/staff/privacy/retention?page=${p}`}
              label="Pages of retention runs"
              items="runs"
            />
          </>
        )}
      </section>
    </div>
  );
}
