import { Form, Link, data, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { db } from "~/db/client.server";
import { parseVisitValue, visitValue } from "~/leads/booking/slots";
import { fullDayName, slotName, visitInEnglish } from "~/leads/booking/visit-words";
import { parseForm } from "~/lib/forms/parse-form.server";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { formatIndianDateTime } from "~/lib/i18n/format";
import { CsrfField } from "~/staff/ui/CsrfField";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import {
  bookingDetail,
  cancelBooking,
  recordBookingsViewed,
  requeueBookingChanges,
  rescheduleBooking,
} from "../bookings.server";
import type { Route } from "./+types/bookings.$id";

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: `Visit ${data?.booking.formattedReference ?? ""} | Home visits | Kamo Paints staff area`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

function bookingIdOf(param: string | undefined): number {
  if (!param || !/^\d{1,9}$/.test(param))
    throw data({ message: "There is no such visit." }, { status: 404 });
  return Number(param);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "sales");
  const id = bookingIdOf(params.id);
  const booking = await bookingDetail(db(), id);
  if (!booking) throw data({ message: `There is no visit #${id}.` }, { status: 404 });
  await recordBookingsViewed(db(), staff, {
    summary: `Viewed visit ${booking.formattedReference}`,
    entityId: id,
  });
  const done = new URL(request.url).searchParams.get("done");
  return {
    booking,
    done:
      done === "rescheduled" || done === "cancelled" || done === "requeued"
        ? (done as keyof typeof notices)
        : null,
  };
}

const reason = z
  .string()
  .trim()
  .min(1, "Say why, for the record and the CRM")
  .max(500, "Keep the reason to 500 characters");

const rescheduleSchema = z.object({
  visit: z.string().refine((v) => parseVisitValue(v) !== undefined, "Choose a new day and time"),
  reason,
});
const cancelSchema = z.object({ reason });

const refusals = {
  "not-found": "This visit no longer exists.",
  "not-booked": "This visit is cancelled already, so nothing was changed.",
  "same-slot": "The visit is already at that time. Choose another.",
  full: "That slot has just filled up. Choose another; the list below is up to date.",
} as const;

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "sales");
  const id = bookingIdOf(params.id);
  const intent = String(form.get("intent") ?? "");
  const back = (done: string) => redirect(`/staff/bookings/${id}?done=${done}`);
  if (intent === "requeue") {
    await requeueBookingChanges(db(), staff, id);
    throw back("requeued");
  }
  if (intent === "reschedule") {
    const parsed = parseForm(form, rescheduleSchema);
    if (!parsed.ok)
      return data({ intent, errors: parsed.errors, values: parsed.values }, { status: 400 });
    const to = parseVisitValue(parsed.data.visit)!;
    const result = await rescheduleBooking(db(), staff, id, { ...to, reason: parsed.data.reason });
    if (!result.ok)
      return data(
        { intent, errors: { visit: refusals[result.reason] }, values: parsed.values },
        { status: result.reason === "not-found" ? 404 : 409 },
      );
    throw back("rescheduled");
  }
  if (intent === "cancel") {
    const parsed = parseForm(form, cancelSchema);
    if (!parsed.ok)
      return data({ intent, errors: parsed.errors, values: parsed.values }, { status: 400 });
    const result = await cancelBooking(db(), staff, id, parsed.data.reason);
    if (!result.ok)
      return data(
        { intent, errors: { reason: refusals[result.reason] }, values: parsed.values },
        { status: result.reason === "not-found" ? 404 : 409 },
      );
    throw back("cancelled");
  }
  return data(
    { intent, errors: { _form: "Choose to move or cancel the visit." }, values: {} },
    { status: 400 },
  );
}

const notices = {
  rescheduled: "Moved. The change is on its way to the CRM.",
  cancelled: "Cancelled. The slot is free again, and the change is on its way to the CRM.",
  requeued: "The changes that had failed are queued for the CRM again.",
} as const;

const deliveryWords: Record<string, string> = {
  pending: "Waiting to be sent to the CRM",
  delivering: "Being sent to the CRM",
  delivered: "In the CRM",
  dead: "Not sent: gave up",
};

export default function StaffBooking() {
  const { booking, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors: Record<string, string | undefined> = result?.errors ?? {};
  const values: Record<string, string | undefined> = result?.values ?? {};
  const mine = (intent: string) => (result?.intent === intent ? errors : {});
  const booked = booking.status === "booked";
  const dead = booking.changes.some((c) => c.delivery === "dead");
  return (
    <>
      <StaffPageHead
        back={{ to: "/staff/bookings", label: "Home visits" }}
        title={`Visit ${booking.formattedReference}`}
        description={
          <>
            {booked ? "Booked" : "Cancelled"}: {visitInEnglish(booking.date, booking.slot)}, for{" "}
            <Link to={`/staff/leads/${booking.leadId}`}>lead #{booking.leadId}</Link>.
          </>
        }
      />
      {done ? <StaffNotice>{notices[done]}</StaffNotice> : null}
      {errors._form ? <StaffNotice tone="error">{errors._form}</StaffNotice> : null}
      <div className="staff-lead-grid">
        <section className="staff-card" aria-labelledby="visit-facts">
          <h2 id="visit-facts">The visit</h2>
          <dl className="staff-visit-facts">
            <div>
              <dt>When</dt>
              <dd>
                <time dateTime={booking.date}>{fullDayName(booking.date, "en")}</time>,{" "}
                {slotName(booking.slot, "en")} (IST)
              </dd>
            </div>
            <div>
              <dt>Where</dt>
              <dd>
                {booking.locality}, PIN {booking.pin}
                {booking.area ? ` (${booking.area.name})` : ""}
              </dd>
            </div>
            <div>
              <dt>Who</dt>
              <dd>
                {booking.lead.name}, {booking.lead.mobile}
                {booking.lead.email ? `, ${booking.lead.email}` : ""}
              </dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <span className={`staff-badge staff-badge--${booked ? "delivered" : "held"}`}>
                  {booked ? "Booked" : "Cancelled"}
                </span>
              </dd>
            </div>
            <div>
              <dt>Booked</dt>
              <dd>
                <time dateTime={booking.createdAt}>{formatIndianDateTime(booking.createdAt)}</time>
              </dd>
            </div>
          </dl>
        </section>
        <div className="staff-lead-side">
          {booked ? (
            <>
              <section className="staff-card" aria-labelledby="visit-move">
                <h2 id="visit-move">Move to another slot</h2>
                {booking.freeDays.length === 0 ? (
                  <p>No slot in this area has room in the next 14 days.</p>
                ) : (
                  <Form method="post" className="staff-form">
                    <CsrfField />
                    <input type="hidden" name="intent" value="reschedule" />
                    <div className="field">
                      <label htmlFor="visit-new">New day and time</label>
                      <select
                        id="visit-new"
                        name="visit"
                        defaultValue={values.visit ?? ""}
                        aria-invalid={mine("reschedule").visit ? true : undefined}
                        aria-describedby={mine("reschedule").visit ? "visit-new-error" : undefined}
                      >
                        <option value="">Choose a slot with room</option>
                        {booking.freeDays.map((day) => (
                          <optgroup key={day.date} label={fullDayName(day.date, "en")}>
                            {day.slots
                              .filter(
                                (slot) => !(day.date === booking.date && slot === booking.slot),
                              )
                              .map((slot) => (
                                <option key={slot} value={visitValue(day.date, slot)}>
                                  {fullDayName(day.date, "en")}, {slotName(slot, "en")}
                                </option>
                              ))}
                          </optgroup>
                        ))}
                      </select>
                      {mine("reschedule").visit ? (
                        <p className="field-error" id="visit-new-error">
                          {mine("reschedule").visit}
                        </p>
                      ) : null}
                    </div>
                    <ReasonField
                      id="move-reason"
                      error={mine("reschedule").reason}
                      value={result?.intent === "reschedule" ? values.reason : undefined}
                    />
                    <button type="submit" className="button">
                      Move the visit
                    </button>
                  </Form>
                )}
              </section>
              <section className="staff-card" aria-labelledby="visit-cancel">
                <h2 id="visit-cancel">Cancel the visit</h2>
                <Form method="post" className="staff-form">
                  <CsrfField />
                  <input type="hidden" name="intent" value="cancel" />
                  <ReasonField
                    id="cancel-reason"
                    error={mine("cancel").reason}
                    value={result?.intent === "cancel" ? values.reason : undefined}
                  />
                  <button type="submit" className="button button--secondary">
                    Cancel the visit
                  </button>
                </Form>
              </section>
            </>
          ) : null}
          <section className="staff-card" aria-labelledby="visit-changes">
            <h2 id="visit-changes">Changes and the CRM</h2>
            {booking.changes.length === 0 ? (
              <p>No changes since it was booked.</p>
            ) : (
              <ol className="staff-visit-changes">
                {booking.changes.map((c) => (
                  <li key={c.id}>
                    <strong>{c.kind === "rescheduled" ? "Moved" : "Cancelled"}</strong>{" "}
                    <time dateTime={c.createdAt}>{formatIndianDateTime(c.createdAt)}</time> by{" "}
                    {c.staffEmail}: {c.reason}
                    <br />
                    Was {c.from}
                    {c.to ? `; now ${c.to}` : ""}.
                    <br />
                    <span className={`staff-badge staff-badge--${c.delivery}`}>
                      {deliveryWords[c.delivery] ?? c.delivery}
                    </span>
                    {c.lastError ? (
                      <span className="muted">
                        {" "}
                        after {c.attempts} attempt{c.attempts === 1 ? "" : "s"}: {c.lastError}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
            {dead ? (
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="intent" value="requeue" />
                <button type="submit" className="button button--secondary">
                  Send the failed changes again
                </button>
              </Form>
            ) : null}
          </section>
        </div>
      </div>
    </>
  );
}

function ReasonField({ id, error, value }: { id: string; error?: string; value?: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>
        Reason{" "}
        <span className="field-required" aria-hidden="true">
          *
        </span>
      </label>
      <p className="field-hint" id={`${id}-hint`}>
        Goes to the audit log and the CRM. Do not write the customer&apos;s details here.
      </p>
      <textarea
        id={id}
        name="reason"
        rows={3}
        maxLength={500}
        required
        defaultValue={value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
