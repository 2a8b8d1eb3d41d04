import type { ReactNode } from "react";

/**
 * A wide table's scrolling box on a phone. A scrolling region must be
 * reachable by keyboard (WCAG 2.1.1), hence the tab stop, named by the
 * table's caption.
 */
export function ScrollRegion({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <div
      className="table-scroll"
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {children}
    </div>
  );
}
