import { Link, useLoaderData, useSearchParams } from "react-router";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import { StaffTable } from "~/staff/ui/StaffTable";
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
      <StaffTable
        caption="Staff accounts, by email"
        captionHidden
        rows={accounts}
        rowKey={(a) => a.id}
        columns={[
          {
            header: "Name",
            rowHeader: true,
            cell: (a) => <Link to={`/staff/users/${a.id}`}>{a.name}</Link>,
          },
          { header: "Email", cell: (a) => a.email },
          { header: "Roles", cell: (a) => a.roles.join(", ") || "None" },
          { header: "Two-step", cell: (a) => a.twoStep },
          {
            header: "Status",
            cell: (a) =>
              a.disabled ? "Disabled" : a.mustChangePassword ? "Awaiting first sign-in" : "Active",
          },
        ]}
      />
    </>
  );
}
