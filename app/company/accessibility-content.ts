import { translated } from "~/lib/i18n/content";
import { accessibilityStatement } from "~/content/accessibility";
import { accessibilityStatement as hiAccessibilityStatement } from "~/content/hi/accessibility";

/** The accessibility statement in a page's language (its own module: only its page loads it). */
export const accessibilityStatementIn = translated(accessibilityStatement, {
  hi: hiAccessibilityStatement,
});
