import { useEffect } from "react";

/**
 * Keeps the control that takes focus clear of the plan bar fixed at the foot
 * of a phone's screen, and of the site's sticky header (WCAG 2.4.11, focus not
 * obscured). The page's scroll padding says how much room they take, but a
 * browser scrolls a focused control only when it is outside the viewport, not
 * when it is inside it and under a fixed bar: then it is scrolled here, by
 * the same padding.
 */
export function useFocusClearOfBar(): void {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      const bar = document.querySelector("[data-plan-bar]");
      if (!(target instanceof Element) || !bar) return;
      // The header's and the bar's own controls are where they are; a dialog
      // lies over both and scrolls on its own.
      if (target.closest("dialog, .site-header, [data-plan-bar]")) return;
      if (getComputedStyle(bar).position !== "fixed") return;
      const box = target.getBoundingClientRect();
      const header = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
      if (box.bottom > bar.getBoundingClientRect().top || box.top < header)
        target.scrollIntoView({ block: "nearest", behavior: "instant" });
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, []);
}
