import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { MenuIcon } from "~/ui/icons";

export interface StaffMenuArea {
  path: string;
  label: string;
}

/** The member's own pages: in the header on a desktop, in the menu on a phone. */
export const accountLink: StaffMenuArea = { path: "/staff/account", label: "Your account" };

/**
 * The area a staff address belongs to, as the menu's links mark it: the
 * overview only at /staff itself, an area at its path and everything under it.
 * Null where no listed area holds the page (an area the member may not open).
 */
export function currentArea(
  pathname: string,
  areas: readonly StaffMenuArea[],
): StaffMenuArea | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/staff") return { path: "/staff", label: "Overview" };
  return areas.find((area) => path === area.path || path.startsWith(`${area.path}/`)) ?? null;
}

/**
 * The staff area's menu: one navigation landmark holding a disclosure. On a
 * desktop the disclosure's summary is not drawn and its list shows as a row
 * of links under the header (staff.css); on a phone the list folds behind a
 * "Menu" summary that names the current area, so the page's own work starts
 * on the first screen instead of under some 450 px of links. There the
 * header drops the member's name, and the menu's last link is their account.
 *
 * A native <details>, so it opens and closes without JavaScript; once
 * hydrated it also closes on Escape (focus back on the summary) and after a
 * client-side navigation, where the browser would otherwise keep it open
 * above the next page.
 */
export function StaffMenu({
  areas,
  account,
}: {
  areas: readonly StaffMenuArea[];
  /** Lists the member's account too, for the phone, where the header has no room for the name. */
  account: boolean;
}) {
  const { pathname } = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  const current = currentArea(pathname, account ? [...areas, accountLink] : areas);

  // A link chosen in the open menu loads its page under the folded menu; a
  // keyboard user stays on the summary, which now names the new area.
  useEffect(() => {
    const menu = details.current;
    if (!menu?.open) return;
    const hadFocus = menu.contains(document.activeElement);
    menu.open = false;
    if (hadFocus) menu.querySelector("summary")?.focus();
  }, [pathname]);

  // Escape anywhere in the open menu folds it, like the site's own menu.
  useEffect(() => {
    const menu = details.current;
    if (!menu) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !menu.open) return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    };
    menu.addEventListener("keydown", onKeyDown);
    return () => menu.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <nav className="staff-nav" aria-label="Staff area">
      <details ref={details} className="staff-menu">
        <summary className="staff-menu__toggle">
          <MenuIcon className="staff-menu__icon" />
          Menu
          {current ? (
            <span className="staff-menu__current">
              <span className="visually-hidden">: </span>
              {current.label}
            </span>
          ) : null}
        </summary>
        <ul>
          <li>
            <NavLink to="/staff" end>
              Overview
            </NavLink>
          </li>
          {areas.map((area) => (
            <li key={area.path}>
              <NavLink to={area.path}>{area.label}</NavLink>
            </li>
          ))}
          {account ? (
            <li className="staff-menu__account">
              <NavLink to={accountLink.path}>{accountLink.label}</NavLink>
            </li>
          ) : null}
        </ul>
      </details>
    </nav>
  );
}
