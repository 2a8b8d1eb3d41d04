/**
 * The consultation request form shown in the header dialog and on
 * /consultation. Placeholder until the leads issue lands its form.
 */
export function ConsultationForm({ product }: { product?: string }) {
  return (
    <p className="form-placeholder">
      Our consultation form is on its way{product ? ` (about ${product})` : ""}. Meanwhile, call us
      toll-free on <a href="tel:18001034455">1800 103 4455</a>.
    </p>
  );
}
