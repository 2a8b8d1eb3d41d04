import { Link } from "react-router";
import { slotName } from "~/leads/booking/visit-words";
import type { SlotId } from "~/leads/booking/slots";

/**
 * On a consultation's lead page: the home visit it booked (with a link to
 * move or cancel it) and the plan it brought, opened as the visitor saw it.
 */
export function LeadVisitCard({
  visit,
  plan,
}: {
  visit: { id: number; reference: string; date: string; slot: SlotId; status: string } | null;
  plan: { planLink?: string; estimate?: string };
}) {
  if (!visit && !plan.planLink && !plan.estimate) return null;
  return (
    <section className="staff-card" aria-labelledby="visit-heading">
      <h2 id="visit-heading">{visit ? "Home visit and plan" : "The visitor's plan"}</h2>
      {visit ? (
        <p>
          <Link to={`/staff/bookings/${visit.id}`}>Visit {visit.reference}</Link>:{" "}
          {visit.status === "booked" ? "booked for" : "cancelled; was"} {visit.date},{" "}
          {slotName(visit.slot, "en").toLowerCase()} (IST).
        </p>
      ) : (
        <p>
          No visit booked: the visitor asked for a call (no service area covers the PIN, or every
          slot was taken).
        </p>
      )}
      {plan.planLink || plan.estimate ? (
        <ul>
          {plan.planLink ? (
            <li>
              <a href={plan.planLink}>Open the plan</a> (shades, paint and estimate, as the visitor
              saw them)
            </li>
          ) : null}
          {plan.estimate ? (
            <li>
              <a href={plan.estimate}>Open the estimate in the calculator</a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
