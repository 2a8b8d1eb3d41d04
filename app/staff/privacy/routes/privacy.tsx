import { Link, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { formatReference } from "~/privacy/requests/reference";
import { formatEnglishDate } from "~/lib/i18n/format";
import { isRequestState, openStates, requestStates } from "~/privacy/requests/kinds";
import {
  listRequests,
  type QueueFilter,
  type QueuedRequest,
} from "~/privacy/requests/store.server";
import { requireStaff } from "~/staff/auth/auth.server";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import { StaffPager } from "~/staff/ui/StaffPager";
import { StaffTable, type StaffColumn } from "~/staff/ui/StaffTable";
import { DeadlineCountdown, kindLabels, stateBadges, stateLabels } from "../DeadlineCountdown";
import { recordQueueViewed } from "../requests.server";
import type { Route } from "./+types/privacy";
import "../privacy.css";

export const meta: Route.MetaFunction = () => [
  { title: "Privacy requests | Kamo Paints staff area" },
  { name: "robots", content: "noindex, nofollow" },
];

const PAGE_SIZE = 50;
const filters: Array<{ value: QueueFilter; label: string }> = [
  { value: "open", label: "Open" },
  ...requestStates.map((state) => ({ value: state, label: stateLabels[state] })),
  { value: "all", label: "All" },
];

/** /staff/privacy: the grievance officer's queue, nearest deadline first. Privacy role only. */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "privacy");
  const url = new URL(request.url);
  const asked = url.searchParams.get("state") ?? "open";
  const filter: QueueFilter = asked === "all" || isRequestState(asked) ? asked : "open";
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const database = db();
  const { rows, total } = await listRequests(database, {
    filter,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  await recordQueueViewed(database, staff, { filter, page, total });
  return {
    filter,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
    rows,
    now: new Date().toISOString(),
  };
}

export default function StaffPrivacyQueue() {
  const { filter, page, pageCount, total, rows, now } = useLoaderData<typeof loader>();
  const columns: StaffColumn<QueuedRequest>[] = [
    {
      header: "Reference",
      rowHeader: true,
      cell: (r) => <Link to={`/staff/privacy/${r.id}`}>{formatReference(r.reference)}</Link>,
    },
    { header: "Request", cell: (r) => kindLabels[r.kind] },
    {
      header: "State",
      cell: (r) => (
        <span className={`staff-badge staff-badge--${stateBadges[r.state]}`}>
          {stateLabels[r.state]}
        </span>
      ),
    },
    {
      header: "Deadline",
      cell: (r) => (
        <DeadlineCountdown
          deadlineAt={r.deadlineAt}
          now={now}
          open={openStates.includes(r.state)}
        />
      ),
    },
    {
      header: "Made",
      cell: (r) => <time dateTime={r.createdAt}>{formatEnglishDate(r.createdAt)}</time>,
    },
    { header: "Proven by", cell: (r) => (r.channel === "sms" ? "Mobile" : "Email") },
  ];
  return (
    <>
      <StaffPageHead
        title="Privacy requests"
        description="Requests from the people whose data we hold: copies, corrections, erasures, withdrawals, nominations and grievances. Each must be answered within 90 days; the nearest deadline comes first. The person reads your reply on the website after proving who they are."
      />
      <nav className="staff-state-tabs" aria-label="Which requests">
        <ul>
          {filters.map((f) => (
            <li key={f.value}>
              <Link
                to={`/staff/privacy?state=${f.value}`}
                aria-current={filter === f.value ? "page" : undefined}
              >
                {f.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {rows.length === 0 ? (
        <p className="staff-card">No requests here.</p>
      ) : (
        <StaffTable
          caption={`${total} ${total === 1 ? "request" : "requests"}`}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          className="staff-privacy-table"
          testId="privacy-requests"
        />
      )}
      <StaffPager
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => `/staff/privacy?state=${filter}&page=${p}`}
        label="Pages of privacy requests"
        items="privacy requests"
      />
    </>
  );
}
