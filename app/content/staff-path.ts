/**
 * True for the staff area's addresses: /staff, everything below it, and
 * React Router's data requests for them (/staff.data). Letter case is ignored
 * so that /STAFF/… is also treated as staff: it no longer reaches a staff page
 * (routes are case-sensitive), but any answer to it still gets the staff
 * area's no-store and noindex headers.
 */
export function isStaffPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === "/staff" || path === "/staff.data" || path.startsWith("/staff/");
}
