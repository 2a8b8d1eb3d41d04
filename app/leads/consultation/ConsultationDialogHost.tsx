import { Suspense, lazy, useEffect, useState } from "react";
import { consultationTrigger, triggerAt, type ConsultationRequest } from "./consultation-trigger";
import type { ConsultationPlanKit } from "./contributors";

/**
 * Its form and the form's own module, asked for together: a visitor who opens
 * the dialog needs both at once, and they arrive in one round trip.
 */
function loadDialog() {
  void import("~/leads/consultation/ConsultationForm");
  return import("./ConsultationDialog");
}

type LoadPlanKit = () => Promise<ConsultationPlanKit>;

/** The dialog once it and the plan's kit (asked for beside it) have arrived. */
function lazyDialog(loadPlanKit: LoadPlanKit) {
  return lazy(() =>
    Promise.all([loadDialog(), loadPlanKit()]).then(([m, kit]) => ({
      default: function DialogWithPlan({ request }: { request: ConsultationRequest }) {
        return <m.ConsultationDialog request={request} kit={kit} />;
      },
    })),
  );
}

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
 *
 * The plan's kit (contributors.ts) comes the same way, through the loader
 * the root layout hands in: the consultation does not import the tools.
 */
export function ConsultationDialogHost({ loadPlanKit }: { loadPlanKit: LoadPlanKit }) {
  const [request, setRequest] = useState<ConsultationRequest | null>(null);
  const [ConsultationDialog] = useState(() => lazyDialog(loadPlanKit));

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
      if (!triggerAt(event.target)) return;
      void loadDialog();
      void loadPlanKit();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("pointerdown", prepare, { passive: true });
    document.addEventListener("focusin", prepare);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerdown", prepare);
      document.removeEventListener("focusin", prepare);
    };
  }, [loadPlanKit]);

  return request ? (
    <Suspense fallback={null}>
      <ConsultationDialog request={request} />
    </Suspense>
  ) : null;
}
