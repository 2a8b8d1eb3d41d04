import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { leadMessages } from "~/leads/messages";
import { withNodes } from "~/lib/i18n/rich-text";
import { visitValue, type SlotId } from "./slots";
import type { VisitOffer } from "./visit-types";
import { dayName } from "./visit-words";

/** Where the browser asks for the free slots of a PIN code (routes/forms.consultation.slots.ts). */
export const VISIT_SLOTS_PATH = "/forms/consultation/slots";
/** The no-JavaScript button's intent: show the times for the PIN typed, send nothing. */
export const OFFER_INTENT = "offer";
/** Days shown at once (about one phone screen); the rest fold away. */
const FIRST_DAYS = 3;

/**
 * The visit's day and time: one radio group (name "visit") of the free
 * slots, grouped by day, in the page's language. Times are IST; days come
 * from the server and only free slots are listed.
 *
 * Without JavaScript the form's "Show visit times" button posts the form as
 * it is, and the page comes back with the times for its PIN (the first one
 * focused). With JavaScript the times load as soon as the PIN has six digits,
 * and a status line tells a screen reader what was found; focus stays where
 * the visitor is typing.
 */
export function VisitSlotPicker({
  id,
  label,
  error,
  value,
  locale,
  offer: given,
  focusFirst = false,
  pinName = "pin",
  offerAction,
}: {
  id: string;
  label: string;
  error?: string;
  /** The slot chosen, as posted ("2026-12-02.morning"). */
  value: string;
  locale: string;
  /** The offer the server drew the page with, if the PIN was known then. */
  offer?: VisitOffer;
  /** The page is the answer to "Show visit times": focus the first time. */
  focusFirst?: boolean;
  pinName?: string;
  /** Where the no-JavaScript "Show visit times" posts (the form's own action). */
  offerAction: string;
}) {
  const t = leadMessages.in(locale);
  const ref = useRef<HTMLFieldSetElement>(null);
  const [offer, setOffer] = useState<VisitOffer | undefined>(given);
  const [loading, setLoading] = useState<string | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
  const enhanced = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const request = useRef<AbortController | undefined>(undefined);
  const shownPin = useRef(given?.pin);
  // A new answer from the server (a time taken meanwhile) brings fresh times.
  const [seenGiven, setSeenGiven] = useState(given);
  if (given !== seenGiven) {
    setSeenGiven(given);
    if (given) setOffer(given);
  }
  useEffect(() => {
    if (given) shownPin.current = given.pin;
  }, [given]);

  function load(pin: string) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    shownPin.current = pin;
    setLoading(pin);
    setFailed(undefined);
    fetch(`${VISIT_SLOTS_PATH}?pin=${pin}`, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<VisitOffer>;
      })
      .then((found) => {
        if (controller.signal.aborted) return;
        setOffer(found);
        setLoading(undefined);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setLoading(undefined);
        setFailed(pin);
      });
  }

  // Follows the PIN field of the same form: a full PIN loads its times, an
  // edited one clears what was shown for the last.
  useEffect(() => {
    const input = ref.current?.form?.elements.namedItem(pinName);
    if (!(input instanceof HTMLInputElement)) return;
    const follow = () => {
      const pin = input.value.replace(/\D/g, "");
      if (pin.length === 6 && /^[1-9]/.test(pin)) {
        if (pin !== shownPin.current) load(pin);
        return;
      }
      if (shownPin.current !== undefined) {
        request.current?.abort();
        shownPin.current = undefined;
        setOffer(undefined);
        setLoading(undefined);
        setFailed(undefined);
      }
    };
    follow();
    input.addEventListener("input", follow);
    return () => {
      input.removeEventListener("input", follow);
      request.current?.abort();
    };
    // Bound once to the form's PIN field; load() reads only refs and setters.
  }, [pinName]);

  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const place = (name: string): ReactNode =>
    locale === "en" ? name : <span lang="en">{name}</span>;
  const say = (key: Parameters<typeof t>[0], values: Record<string, unknown>, name?: string) =>
    name === undefined
      ? t(key, values)
      : withNodes(t(key, { ...values, place: "{place}" }), { place: place(name) });

  let status: ReactNode = t("visit.enterPin");
  if (loading) status = t("visit.loading", { pin: loading });
  else if (failed) status = t("visit.loadFailed");
  else if (offer?.status === "served")
    status = say("visit.found", { count: offer.days.length }, offer.place);
  else if (offer?.status === "full") status = say("visit.full", {}, offer.place);
  else if (offer?.status === "not-served") status = say("visit.notServed", {}, offer.place);
  else if (offer?.status === "unknown") status = t("visit.unknown", { pin: offer.pin });

  const served = offer?.status === "served" && !loading ? offer : undefined;
  const days = served?.days ?? [];
  const chosenLater = days.slice(FIRST_DAYS).some((d) => value.startsWith(`${d.date}.`));
  const radio = (date: string, slot: SlotId, first: boolean) => {
    const v = visitValue(date, slot);
    return (
      <label className="visit-slot" key={slot}>
        <input
          type="radio"
          name="visit"
          value={v}
          defaultChecked={value === v}
          // Only on the page that answers "Show visit times" (no JavaScript, so
          // nothing else can move focus): the visitor asked for these times.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={first && focusFirst}
        />
        <span className="visit-slot-text">
          <span className="visit-slot-part">{t(`visit.part.${slot}`)}</span>{" "}
          <span className="visit-slot-hours">{t(`visit.hours.${slot}`)}</span>
        </span>
      </label>
    );
  };
  const day = (entry: { date: string; slots: SlotId[] }, index: number) => (
    <fieldset className="visit-day" key={entry.date}>
      <legend className="visit-day-name">{dayName(entry.date, locale)}</legend>
      <div className="visit-day-slots">
        {entry.slots.map((slot, i) => radio(entry.date, slot, index === 0 && i === 0))}
      </div>
    </fieldset>
  );

  return (
    <fieldset
      ref={ref}
      className="visit-slots"
      id={id}
      tabIndex={-1}
      aria-describedby={[hintId, statusId, error ? errorId : ""].filter(Boolean).join(" ")}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field-label">
        {label}
        {served ? (
          <span className="field-required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </legend>
      <p className="field-hint" id={hintId}>
        {t("visit.timesNote")}
      </p>
      <p
        className={`visit-status${served ? "" : " visit-status--notice"}`}
        id={statusId}
        role="status"
      >
        {status}
      </p>
      {failed && enhanced ? (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => load(failed)}
        >
          {t("visit.retry")}
        </button>
      ) : null}
      {served ? (
        <div className="visit-days" key={served.pin}>
          {days.slice(0, FIRST_DAYS).map(day)}
          {days.length > FIRST_DAYS ? (
            <details className="visit-more" open={chosenLater || undefined}>
              <summary>{t("visit.moreDays", { count: days.length - FIRST_DAYS })}</summary>
              {days.slice(FIRST_DAYS).map((entry, i) => day(entry, FIRST_DAYS + i))}
            </details>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      {enhanced ? null : (
        <button
          type="submit"
          name="intent"
          value={OFFER_INTENT}
          formAction={`${offerAction}#${id}`}
          formNoValidate
          className="button button--secondary visit-show"
        >
          {t("visit.showTimes")}
        </button>
      )}
    </fieldset>
  );
}

function subscribeToNothing(): () => void {
  return () => undefined;
}
