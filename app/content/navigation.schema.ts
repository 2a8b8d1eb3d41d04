import { z } from "zod";

/**
 * Shapes of the header menu and footer link lists (app/content/navigation.ts).
 * Run on the server only (start-up, unit test), never in the browser:
 * see docs/decisions/0024-how-a-page-loads.md.
 */
const internalHref = z.string().regex(/^\/[A-Za-z0-9\-./#]*$/, "must be a site-relative path");

export const navLinkSchema = z.object({
  label: z.string().min(1),
  href: internalHref,
  /** A brand colour shown as a small paint-drop swatch beside product ranges. */
  swatch: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .optional(),
});

export const navEntrySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("link"), label: z.string().min(1), href: internalHref }),
  z.object({
    kind: z.literal("group"),
    /** Stable id for aria-controls; unique among groups. */
    id: z.string().regex(/^[a-z-]+$/),
    label: z.string().min(1),
    links: z.array(navLinkSchema).min(1),
    /** Lay the dropdown out in two columns on wide screens. */
    wide: z.boolean().optional(),
  }),
  /** Where the catalogue menu (from the catalogue data) goes, when it has entries. */
  z.object({ kind: z.literal("catalogue"), label: z.string().min(1) }),
]);

export const footerColumnSchema = z.object({
  heading: z.string().min(1),
  links: z.array(navLinkSchema).min(1),
});

/** Everything in navigation.ts, for the server-side content check. */
export const navigationSchema = z.object({
  productRangeLinks: z.array(navLinkSchema).length(8),
  primaryNavigation: z.array(navEntrySchema).min(1),
  footerColumns: z.array(footerColumnSchema).min(1),
  // Privacy policy, terms, and the accessibility statement (issue 25: linked from every footer).
  legalLinks: z.array(navLinkSchema).length(3),
});

export type NavLink = z.infer<typeof navLinkSchema>;
export type NavEntry = z.infer<typeof navEntrySchema>;
export type FooterColumn = z.infer<typeof footerColumnSchema>;
