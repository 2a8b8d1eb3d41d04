import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
} from "react";
import { useLocation } from "react-router";
import { ConsultationLink } from "~/leads/consultation/ConsultationLink";
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from "~/ui/icons";
import type { NavLink } from "~/content/navigation";
import { navigationIn } from "~/content/in-language";
import { site } from "~/content/site";
import { sourceLang } from "~/catalogue/language";
import type { CatalogueMenuEntry } from "~/catalogue/types";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { BrandLogo } from "./BrandLogo";
import { LanguageSwitch } from "./LanguageSwitch";
import { shellMessages } from "./messages";

const NAV_ID = "site-nav";
// The menu collapses below the spec's large breakpoint.
const DESKTOP_QUERY = "(min-width: 992px)";

/**
 * The sticky site header: logo, toll-free number, Book Free Consultant, the
 * language switch and the primary navigation, in the page's language.
 *
 * Without JavaScript (the server-rendered HTML) the menu button is a link to
 * #site-nav, which CSS reveals with :target, and each submenu's links are shown
 * under a plain label (on wide screens they open on hover and keyboard focus).
 * Once React has hydrated, the same places hold real disclosure buttons.
 */
export function SiteHeader({ catalogueMenu }: { catalogueMenu: CatalogueMenuEntry[] }) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const t = useMessages(shellMessages);
  const { primaryNavigation } = navigationIn(locale);
  const enhanced = useHydrated();
  // A visitor who opened the no-JS menu (#site-nav) before the scripts arrived keeps it open.
  const [menuOpen, setMenuOpen] = useState(
    () => typeof window !== "undefined" && window.location.hash === `#${NAV_ID}`,
  );
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  const closeAll = useCallback(() => {
    setMenuOpen(false);
    setOpenGroup(null);
  }, []);

  // Escape closes the open submenu first, then the mobile menu, returning focus
  // to the button that opened it. A layout effect, so that the listener is in
  // place when the open menu is first drawn: a plain effect runs after paint,
  // and on a busy phone an Escape pressed at once found nothing listening.
  useLayoutEffect(() => {
    if (!menuOpen && !openGroup) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (openGroup) {
        document.getElementById(`${openGroup}-toggle`)?.focus();
        setOpenGroup(null);
      } else {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    // A click anywhere outside the navigation closes an open submenu.
    const onPointerDown = (event: PointerEvent) => {
      if (!openGroup) return;
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenGroup(null);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [menuOpen, openGroup]);

  // Growing past the breakpoint shows the full bar, so the mobile state resets.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => closeAll();
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [closeAll]);

  // On wide screens a dropdown closes when keyboard focus moves out of it.
  const onGroupBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!window.matchMedia(DESKTOP_QUERY).matches) return;
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenGroup(null);
  };

  const tollFreeHref = `tel:${site.tollFree.replace(/\s/g, "")}`;

  const linkProps = (href: string) => ({
    href,
    // Choosing an item collapses the menu (it also matters for same-page anchors).
    onClick: closeAll,
    "aria-current": isCurrent(pathname, href) ? ("page" as const) : undefined,
  });

  const renderGroup = (id: string, label: string, links: ReactNode, wide = false) => {
    const expanded = openGroup === id;
    return (
      <li className="nav-item" key={id} onBlur={enhanced ? onGroupBlur : undefined}>
        {enhanced ? (
          <button
            type="button"
            id={`${id}-toggle`}
            className="nav-group-toggle"
            aria-expanded={expanded}
            aria-controls={`${id}-menu`}
            onClick={() => setOpenGroup(expanded ? null : id)}
          >
            {label}
            <ChevronDownIcon />
          </button>
        ) : (
          <span className="nav-group-toggle" id={`${id}-label`}>
            {label}
            <ChevronDownIcon />
          </span>
        )}
        <ul
          id={`${id}-menu`}
          className={wide ? "nav-submenu nav-submenu--wide" : "nav-submenu"}
          hidden={enhanced && !expanded}
          aria-labelledby={enhanced ? `${id}-toggle` : `${id}-label`}
        >
          {links}
        </ul>
      </li>
    );
  };

  /** `lang`: the label's language where it is not the page's (catalogue names are English). */
  const renderSubLink = (link: NavLink & { lang?: string | undefined }) => (
    <li key={link.href}>
      <a {...linkProps(link.href)}>
        {link.swatch ? (
          <span className="nav-swatch" style={{ background: link.swatch }} aria-hidden="true" />
        ) : null}
        {link.lang ? <span lang={link.lang}>{link.label}</span> : link.label}
      </a>
    </li>
  );

  return (
    <header className="site-header">
      <div className="container site-header-bar">
        <a href={localizeHref("/", locale)} className="site-logo" aria-label={t("header.home")}>
          <BrandLogo />
        </a>
        <a className="phone-link site-header-phone" href={tollFreeHref}>
          <PhoneIcon />
          <span>
            <small>{t("header.tollFree")}</small>
            {site.tollFree}
          </span>
        </a>
        <ConsultationLink className="button site-header-cta">{t("header.cta")}</ConsultationLink>
        <LanguageSwitch className="language-switch" />
        {enhanced ? (
          <button
            ref={menuButton}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={NAV_ID}
            onClick={() => {
              setMenuOpen(!menuOpen);
              setOpenGroup(null);
            }}
          >
            <MenuIcon className="icon-open" />
            <CloseIcon className="icon-close" />
            {t("header.menu")}
          </button>
        ) : (
          <a className="menu-toggle" href={`#${NAV_ID}`}>
            <MenuIcon className="icon-open" />
            {t("header.menu")}
          </a>
        )}
      </div>
      <nav
        id={NAV_ID}
        ref={navRef}
        className="site-nav"
        aria-label={t("header.mainNav")}
        data-open={enhanced ? String(menuOpen) : undefined}
      >
        <div className="container">
          <ul className="nav-list">
            {primaryNavigation.map((entry) => {
              if (entry.kind === "link") {
                return (
                  <li className="nav-item" key={entry.href}>
                    <a className="nav-link" {...linkProps(entry.href)}>
                      {entry.label}
                    </a>
                  </li>
                );
              }
              if (entry.kind === "group") {
                return renderGroup(
                  entry.id,
                  entry.label,
                  entry.links.map(renderSubLink),
                  entry.wide,
                );
              }
              // The catalogue comes from remote data; with no entries it is left out entirely.
              if (catalogueMenu.length === 0) return null;
              return renderGroup(
                "catalogue",
                entry.label,
                catalogueMenu.map((item) =>
                  renderSubLink({
                    label: item.name,
                    href: localizeHref(`/Product/${item.subCategoryId}`, locale),
                    lang: sourceLang(locale, item.name),
                  }),
                ),
                catalogueMenu.length > 6,
              );
            })}
          </ul>
          <div className="nav-extras">
            <a className="phone-link site-header-phone" href={tollFreeHref} onClick={closeAll}>
              <PhoneIcon />
              <span>
                <small>{t("header.tollFree")}</small>
                {site.tollFree}
              </span>
            </a>
          </div>
        </div>
      </nav>
    </header>
  );
}

const noSubscription = () => () => {};

/**
 * False while rendering on the server and hydrating, true once the page is
 * interactive: the first client render matches the server HTML exactly.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function isCurrent(pathname: string, href: string): boolean {
  if (href.includes("#")) return false;
  return pathname === href;
}
