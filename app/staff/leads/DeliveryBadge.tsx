import type { DeliveryState } from "~/leads/delivery/lead-types";
import { deliveryStateLabels } from "./lead-filters";

/** The delivery state as a coloured label; the words carry the meaning, the colour only helps. */
export function DeliveryBadge({
  state,
  crmConfigured,
}: {
  state: DeliveryState;
  crmConfigured: boolean;
}) {
  const label =
    state === "pending" && !crmConfigured ? "Pending (no CRM set up)" : deliveryStateLabels[state];
  return <span className={`staff-badge staff-badge--${state}`}>{label}</span>;
}

export function SpamBadge() {
  return <span className="staff-badge staff-badge--spam">Spam</span>;
}
