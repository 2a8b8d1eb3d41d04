import { Link, useLoaderData } from "react-router";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import { requireStaff } from "~/staff/auth/auth.server";
import { areasFor, roleDescriptions, roleLabels } from "~/staff/shell/roles";
import type { Route } from "./+types/_index";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  return {
    name: staff.user.name,
    roles: staff.user.roles,
    areas: areasFor(staff.user.roles),
  };
}

export default function StaffOverview() {
  const { name, roles, areas } = useLoaderData<typeof loader>();
  return (
    <>
      <StaffPageHead
        title={`Namaste, ${name.split(" ")[0]}`}
        description={
          roles.length > 0
            ? `Your roles: ${roles.map((r) => `${roleLabels[r]} (${roleDescriptions[r].toLowerCase()})`).join("; ")}.`
            : "Your account has no role yet, so there is nothing to work on here. Ask an administrator to give you one."
        }
      />
      {areas.length > 0 ? (
        <ul className="staff-areas">
          {areas.map((area) => (
            <li key={area.path} className="staff-card">
              <h2>
                <Link to={area.path}>{area.label}</Link>
              </h2>
              <p>{area.description}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <section className="staff-card" aria-labelledby="account-heading">
        <h2 id="account-heading">Your account</h2>
        <p>
          Change your password, manage two-step sign-in (app, passkeys, recovery codes) or sign out
          on every device from <Link to="/staff/account">your account page</Link>.
        </p>
      </section>
    </>
  );
}
