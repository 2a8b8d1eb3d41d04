import { useRouteLoaderData } from "react-router";

export const STAFF_LAYOUT_ID = "staff-layout";

interface StaffLayoutData {
  csrfToken: string;
}

/** The session's CSRF token as a hidden field; every staff form that changes something includes it. */
export function CsrfField() {
  const data = useRouteLoaderData(STAFF_LAYOUT_ID) as StaffLayoutData | undefined;
  return <input type="hidden" name="_csrf" value={data?.csrfToken ?? ""} />;
}
