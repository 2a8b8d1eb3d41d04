import {
  Form,
  Link,
  Outlet,
  isRouteErrorResponse,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import { BrandLogo } from "~/shell/BrandLogo";
import { CsrfField, STAFF_LAYOUT_ID } from "~/staff/ui/CsrfField";
import { RecoveryCodeNotice, SignInNoticeBanner } from "~/staff/auth/SignInNotice";
import { requireStaff } from "~/staff/auth/auth.server";
import { areasFor, roleLabels } from "~/staff/shell/roles";
import { StaffMenu } from "~/staff/shell/StaffMenu";
import type { Route } from "./+types/_layout";
import "~/staff/ui/staff.css";

export const meta: Route.MetaFunction = () => [
  { title: "Staff area | Kamo Paints" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  // Pages that finish an account's setup are reachable before it is complete;
  // each child loader enforces the rest (role, setup) with its own requireStaff.
  const staff = await requireStaff(request, undefined, { allowPendingSetup: true });
  // Until the setup is finished (new password, second factor) no area is
  // offered; each page's own requireStaff sends the member back to it.
  const settingUp = Boolean(staff.pendingSetup);
  return {
    user: { name: staff.user.name, email: staff.user.email, roles: staff.user.roles },
    areas: settingUp ? [] : areasFor(staff.user.roles).map(({ path, label }) => ({ path, label })),
    csrfToken: staff.csrfToken,
    signInNotice: settingUp ? null : staff.signInNotice,
    recoveryCodesLeft: settingUp ? null : (staff.recoveryCodesLeft ?? null),
  };
}

function StaffHeader({
  user,
  areas,
}: {
  user?: { name: string };
  areas: { path: string; label: string }[];
}) {
  return (
    // With the menu, a phone finds the member's account in it (StaffMenu), not in the header.
    <header className={areas.length > 0 ? "staff-header staff-header--menu" : "staff-header"}>
      <div className="staff-header__bar">
        <Link to="/staff" className="staff-brand" aria-label="Kamo Paints staff area, home">
          <BrandLogo variant="dark" title="Kamo Paints" />{" "}
          {/* The space keeps "Paints" and "Staff" apart in the visible text the
              link's name must contain (WCAG 2.5.3); the flex layout draws none. */}
          <span className="staff-brand__tag" aria-hidden="true">
            Staff
          </span>
        </Link>
        {user ? (
          <div className="staff-user">
            <Link to="/staff/account" className="staff-user__name">
              {user.name}
              <span className="visually-hidden">: your account</span>
            </Link>
            <Form method="post" action="/staff/sign-out">
              <CsrfField />
              <button type="submit" className="button button--small staff-signout">
                Sign out
              </button>
            </Form>
          </div>
        ) : null}
      </div>
      {areas.length > 0 ? <StaffMenu areas={areas} account={Boolean(user)} /> : null}
    </header>
  );
}

export default function StaffLayout() {
  const { user, areas, signInNotice, recoveryCodesLeft } = useLoaderData<typeof loader>();
  return (
    <div className="staff">
      <StaffHeader user={user} areas={areas} />
      <main id="main" tabIndex={-1} className="staff-main">
        {signInNotice ? <SignInNoticeBanner notice={signInNotice} /> : null}
        {recoveryCodesLeft !== null ? <RecoveryCodeNotice left={recoveryCodesLeft} /> : null}
        <Outlet />
      </main>
      <footer className="staff-footer">
        <p>
          Signed in as {user.email} ({user.roles.map((r) => roleLabels[r]).join(", ")}). Every
          change made here is recorded in the audit log. <a href="/">Open the public website</a>
        </p>
      </footer>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Set when a page inside the staff area failed (the layout's own data loaded).
  const layout = useRouteLoaderData<typeof loader>(STAFF_LAYOUT_ID);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) &&
    typeof error.data === "object" &&
    error.data &&
    "message" in error.data
      ? String((error.data as { message: unknown }).message)
      : null;
  const title =
    status === 403
      ? "You don't have access to this"
      : status === 404
        ? "Not found"
        : status === 405 || status === 400
          ? "That request could not be handled"
          : "Something went wrong";
  return (
    <div className="staff">
      <StaffHeader user={layout?.user} areas={layout?.areas ?? []} />
      <main id="main" tabIndex={-1} className="staff-main">
        <section className="staff-card staff-error" aria-labelledby="staff-error-title">
          <p className="eyebrow">Error {status}</p>
          <h1 id="staff-error-title">{title}</h1>
          <p>
            {message ??
              (status === 404
                ? "There is nothing at this address in the staff area."
                : "Please try again. If it keeps happening, tell the site administrator what you were doing.")}
          </p>
          <p className="button-row">
            <a className="button" href="/staff">
              Staff overview
            </a>
            <a className="button button--ghost" href="/staff/sign-in">
              Sign in as someone else
            </a>
          </p>
        </section>
      </main>
    </div>
  );
}
