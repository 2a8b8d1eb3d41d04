import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { CloseIcon, PhoneIcon } from "~/ui/icons";
import { site } from "~/content/site";
import { useMessages } from "~/lib/i18n/react";
import { withNodes } from "~/lib/i18n/rich-text";
import { dialogMessages } from "./messages";
import type { ConsultationRequest } from "./consultation-trigger";
import type { ConsultationPlanKit } from "./contributors";
import "./ConsultationDialog.css";

// The form (and the validation library it shares with the server) is a module
// of its own; ConsultationDialogHost asks for it together with this one.
const ConsultationForm = lazy(() =>
  import("~/leads/consultation/ConsultationForm").then((m) => ({ default: m.ConsultationForm })),
);

const TITLE_ID = "consultation-dialog-title";
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The "Book a free consultation" dialog. ConsultationDialogHost, in the root
 * layout, catches clicks on every <ConsultationLink> and loads this module on
 * the first; each click is a new `request`, which opens the dialog with a
 * fresh form and the link's plan (or product), which it books the visit with.
 *
 * A native <dialog> opened with showModal() makes the page behind it inert.
 * On top of that: Tab is kept inside (the browser would otherwise let it reach
 * its own toolbar), a click on the backdrop closes it, focus returns to the
 * trigger, and CSS locks the page scroll while it is open.
 */
export function ConsultationDialog({
  request,
  kit,
}: {
  request: ConsultationRequest;
  /** The plan's kit (contributors.ts), loaded with this module by the host. */
  kit: ConsultationPlanKit;
}) {
  const t = useMessages(dialogMessages);
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Each request opens the dialog until it is closed; its number keys the
  // form, so the form starts empty every time.
  const { trigger, href, product, session } = request;
  // The plan the link carries, read as /consultation reads it (bookVisitHref).
  const plan = kit.readPlan(new URL(href, "https://link.invalid").searchParams);
  const [closedSession, setClosedSession] = useState(0);
  const open = closedSession !== session;

  // A form that moves on (to /thankyou) without a full page load takes the dialog with it.
  const { key: locationKey } = useLocation();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog?.open) dialog.close();
  }, [locationKey]);

  // Open after the form has rendered, so the browser can move focus into it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open, session]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;

    // Escape (the "cancel" event) and close() both end in "close".
    const onClose = () => {
      setClosedSession(session);
      if (trigger.isConnected) trigger.focus();
    };

    // Clicks on the ::backdrop are reported on the <dialog> itself; its content
    // fills the box, so a target of the dialog means "outside". Both ends of the
    // click must be outside, so a text selection dragged out does not close it.
    let pressedOnBackdrop = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedOnBackdrop = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      if (pressedOnBackdrop && event.target === dialog) dialog.close();
      pressedOnBackdrop = false;
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (element) => element.getClientRects().length > 0,
      );
      if (focusable.length === 0) return;
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };

    dialog.addEventListener("close", onClose);
    dialog.addEventListener("pointerdown", onPointerDown);
    dialog.addEventListener("click", onClick);
    dialog.addEventListener("keydown", onKeyDown);
    return () => {
      dialog.removeEventListener("close", onClose);
      dialog.removeEventListener("pointerdown", onPointerDown);
      dialog.removeEventListener("click", onClick);
      dialog.removeEventListener("keydown", onKeyDown);
    };
  }, [session, trigger]);

  return (
    <dialog ref={dialogRef} className="consultation-dialog" aria-labelledby={TITLE_ID}>
      <div className="consultation-dialog-header">
        <DialogSwatches />
        <div>
          <h2 id={TITLE_ID}>{t("title")}</h2>
          <p>{t("intro")}</p>
        </div>
        <button
          type="button"
          className="dialog-close"
          aria-label={t("close")}
          onClick={() => dialogRef.current?.close()}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="consultation-dialog-body">
        {/* Rendered only while open: pages stay light, and each opening gets a fresh form. */}
        {open ? (
          <Suspense fallback={<p className="form-loading">{t("loading")}</p>}>
            <ConsultationForm
              key={session}
              plan={plan}
              kit={kit}
              product={product}
              idPrefix="consultation-dialog"
              inDialog
            />
          </Suspense>
        ) : null}
        <p className="consultation-dialog-footnote">
          <PhoneIcon className="consultation-dialog-phone" />
          <span>
            {withNodes(t("call", { phone: "{phone}" }), {
              phone: <a href={`tel:${site.tollFree.replace(/\s/g, "")}`}>{site.tollFree}</a>,
            })}
          </span>
        </p>
      </div>
    </dialog>
  );
}

/** Three overlapping paint drops that decorate the dialog's header. */
function DialogSwatches() {
  return (
    <svg className="consultation-dialog-swatches" viewBox="0 0 120 90" aria-hidden="true">
      <circle cx="40" cy="50" r="32" fill="#c8553d" />
      <circle cx="78" cy="40" r="30" fill="#f2a541" opacity="0.9" />
      <circle cx="92" cy="74" r="24" fill="#2a9d8f" opacity="0.85" />
    </svg>
  );
}
