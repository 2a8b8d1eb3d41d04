/**
 * One click on a consultation link: the link (focus returns to it), its
 * address (the plan it carries: the dialog reads it, so this module, in
 * every page, needs no plan code), its product, and a number that grows with
 * every click, so each opening of the dialog gets a fresh form.
 */
export interface ConsultationRequest {
  trigger: HTMLElement;
  href: string;
  product: string | undefined;
  session: number;
}

/** The consultation link a click landed on, unless the click means something else. */
export function consultationTrigger(event: MouseEvent): HTMLElement | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  // Ctrl/Cmd/Shift-click keeps its usual meaning (open the page in a new tab or window).
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  return triggerAt(event.target);
}

/** The consultation link (data-consultation-trigger) an event's target is in, if any. */
export function triggerAt(target: EventTarget | null): HTMLElement | undefined {
  if (!(target instanceof Element)) return undefined;
  return target.closest<HTMLElement>("[data-consultation-trigger]") ?? undefined;
}
