/**
 * HTML that came from the database or the ERP. It MUST already have passed
 * sanitizeRichText (app/lib/sanitize.server.ts); the data module does that,
 * and the view types only ever carry sanitized HTML in `*Html` fields.
 */
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={`pr-rich-text ${className}`.trim()}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
