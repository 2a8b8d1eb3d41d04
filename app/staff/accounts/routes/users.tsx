import { Link, useLoaderData, useSearchParams } from "react-router";
import { StaffNotice, StaffPageHead } from "~/staff/shell/StaffPageHead";
import { db } from "~/db/client.server";
import { listAccounts } from "~/staff/accounts/accounts.server";
import { requireStaff } from "~/staff/auth/auth.server";
import { roleLabels } from "~/staff/shell/roles";
import type { Route } from "./+types/users";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "admin");
  const accounts = await listAccounts(db());
  return {
    accounts: accounts.map((a) => ({
      id: a.id,
      name: a.name,
      email: a.email,
      roles: a.roles.map((r) => roleLabels[r]),
      twoStep:
        [
          a.hasTotp ? "App" : "",
          a.passkeys > 0 ? `${a.passkeys} passkey${a.passkeys === 1 ? "" : "s"}` : "",
        ]
          .filter(Boolean)
          .join(", ") || "Not set up",
      disabled: a.disabled,
      mustChangePassword: a.mustChangePassword,
    })),
  };
}

export default function StaffUsers() {
  const { accounts } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <>
      <StaffPageHead
        title="Staff accounts"
        description="Who can sign in, and which part of the staff area each person reaches."
        actions={
          <Link className="button" to="/staff/users/new">
            New account
          </Link>
        }
      />
      {params.has("saved") ? <StaffNotice>Account saved.</StaffNotice> : null}
      {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1), hence tabIndex. */}
      <div
        className="table-scroll"
        role="region"
        aria-label="Staff accounts"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="data-table">
          <caption className="visually-hidden">Staff accounts, by email</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Roles</th>
              <th scope="col">Two-step</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((a) => (
              <tr key={a.id}>
                <th scope="row">
                  <Link to={`/staff/users/${a.id}`}>{a.name}</Link>
                </th>
                <td>{a.email}</td>
                <td>{a.roles.join(", ") || "None"}</td>
                <td>{a.twoStep}</td>
                <td>
                  {a.disabled
                    ? "Disabled"
                    : a.mustChangePassword
                      ? "Awaiting first sign-in"
                      : "Active"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
