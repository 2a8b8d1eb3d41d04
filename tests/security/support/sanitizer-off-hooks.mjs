// Module hooks for without-sanitizer.mjs: sanitize-html resolves to a module
// whose default export passes HTML through unchanged.
const PASS_THROUGH =
  "data:text/javascript,export default function sanitizeHtml(html) { return html; }";

export async function resolve(specifier, context, nextResolve) {
  if (specifier === "sanitize-html") return { url: PASS_THROUGH, shortCircuit: true };
  return nextResolve(specifier, context);
}
