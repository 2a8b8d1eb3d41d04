import { data } from "react-router";
import { requireStaff } from "~/staff/auth/auth.server";
import type { Route } from "./+types/$";

/** Unknown addresses under /staff: a 404 inside the staff shell, after sign-in (nothing is revealed before). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  throw data({ message: "There is nothing at this address in the staff area." }, { status: 404 });
}

export default function StaffNotFound() {
  return null;
}
