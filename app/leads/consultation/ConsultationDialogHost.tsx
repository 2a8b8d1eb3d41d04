import { Suspense, lazy, useEffect, useState } from "react";
import { consultationTrigger, triggerAt, type ConsultationRequest } from "./consultation-trigger";

/**
 * Its form and the form's own module, asked for together: a visitor who opens
 * the dialog needs both at once, and they arrive in one round trip.
 */
function loadDialog() {
  void import("~/leads/consultation/ConsultationForm");
  return import("./ConsultationDialog");
}

const ConsultationDialog = lazy(() =>
  loadDialog().then((m) => ({ default: m.ConsultationDialog })),
);

/**
 * Turns every <ConsultationLink> on the page into a button that opens the
 * consultation dialog; without JavaScript they stay links to /consultation.
 * One click listener on the document covers links rendered later as well.
 *
 * The dialog, its styles and its form are not part of any page: most visits
 * never open it, and every page's first load is lighter by their size (issue
 * 27: a shade page at most 100 KB; ADR 24). They are asked for when a pointer
 * goes down on a consultation link or one takes focus, so by the click they
 * are usually there; otherwise the dialog opens as soon as they arrive.
 */
export function ConsultationDialogHost() {
  const [request, setRequest] = useState<ConsultationRequest | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = consultationTrigger(event);
      if (!trigger) return;
      event.preventDefault();
      setRequest((previous) => ({
        trigger,
        href: trigger.getAttribute("href") ?? "",
        product: trigger.dataset.product || undefined,
        session: (previous?.session ?? 0) + 1,
      }));
    };
    const prepare = (event: Event) => {
      if (triggerAt(event.target)) void loadDialog();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("pointerdown", prepare, { passive: true });
    document.addEventListener("focusin", prepare);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerdown", prepare);
      document.removeEventListener("focusin", prepare);
    };
  }, []);

  return request ? (
    <Suspense fallback={null}>
      <ConsultationDialog request={request} />
    </Suspense>
  ) : null;
}
