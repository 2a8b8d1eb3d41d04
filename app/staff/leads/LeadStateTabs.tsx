import type { DeliveryState } from "~/leads/delivery/lead-types";
import {
  deliveryStateLabels,
  deliveryStateOptions,
  leadFilterSearch,
  type LeadFilterValues,
} from "./lead-filters";

/**
 * How many leads are in each delivery state under the other filters, each a
 * link that narrows the list to it. The current one is marked for screen readers.
 */
export function LeadStateTabs({
  values,
  counts,
}: {
  values: LeadFilterValues;
  counts: Record<DeliveryState, number>;
}) {
  const all = deliveryStateOptions.reduce((sum, s) => sum + counts[s], 0);
  const link = (state: DeliveryState | undefined) =>
    `/staff/leads${leadFilterSearch(values, { state, page: 1 })}`;
  return (
    <nav className="staff-state-tabs" aria-label="Leads by delivery state">
      <ul>
        <li>
          <a href={link(undefined)} aria-current={values.state ? undefined : "page"}>
            All <span className="staff-state-tabs__count">{all}</span>
          </a>
        </li>
        {deliveryStateOptions.map((state) => (
          <li key={state}>
            <a
              href={link(state)}
              aria-current={values.state === state ? "page" : undefined}
              className={`staff-state-tabs__link--${state}`}
            >
              {deliveryStateLabels[state]}{" "}
              <span className="staff-state-tabs__count">{counts[state]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
